import { NNBSP } from '@league/shared';

/** What a form whose one file goes in part `part` (a schedule import, a backup's upload) answers when it is not there. */
export function filePartMessages(part: string) {
  return {
    none: `Aucun fichier reçu (champ «${NNBSP}${part}${NNBSP}»)`,
    unexpected: (other: string) => `Fichier inattendu${NNBSP}: «${NNBSP}${other}${NNBSP}» (seul ${part} est reçu)`,
  };
}
