import type { Endpoint } from './endpoint';

export const backups = {
  method: 'GET',
  path: '/api/backups',
  summary: 'Les sauvegardes',
  access: 'admin',
  answer: 'backupsResponseSchema',
} as const satisfies Endpoint;

export const addBackup = {
  method: 'POST',
  path: '/api/backups/add',
  summary: 'Prendre une sauvegarde (un classeur .xlsx)',
  access: 'admin',
  answer: 'backupsResponseSchema',
} as const satisfies Endpoint;

export const downloadBackup = {
  method: 'GET',
  path: '/api/backups/:backupName',
  summary: 'Télécharger une sauvegarde (.xlsx)',
  access: 'admin',
  params: 'backupNameParamsSchema',
  file: {
    description: 'La sauvegarde, en pièce jointe',
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
} as const satisfies Endpoint;

export const removeBackup = {
  method: 'DELETE',
  path: '/api/backups/remove/:backupName',
  summary: 'Supprimer une sauvegarde (les automatiques ne se suppriment pas)',
  access: 'admin',
  params: 'backupNameParamsSchema',
  answer: 'backupsResponseSchema',
} as const satisfies Endpoint;

export const restoreBackup = {
  method: 'POST',
  path: '/api/backups/restore/:backupName',
  summary: 'Restaurer une sauvegarde de la liste (une sauvegarde automatique est prise avant)',
  access: 'admin',
  params: 'backupNameParamsSchema',
  answer: 'backupsResponseSchema',
} as const satisfies Endpoint;

export const uploadBackup = {
  method: 'POST',
  path: '/api/backups/upload',
  summary: 'Restaurer une sauvegarde gardée ailleurs',
  access: 'admin',
  form: true,
  answer: 'backupsResponseSchema',
  errors: [413, 415, 422],
} as const satisfies Endpoint;
