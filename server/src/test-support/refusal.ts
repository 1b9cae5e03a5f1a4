/**
 * A 400's whole say as one line: its error, then each refused field with its reason ('division : Champ requis'),
 * so a test can look for the field it sent wrong wherever the answer puts it.
 */
export function refusalText(body: { error?: string; issues?: { path: string; message: string }[] }): string {
  const fields = (body.issues ?? []).map((issue) => `${issue.path.replace(/^body\./, '')} : ${issue.message}`);
  return [body.error ?? '', ...fields].join(' ; ');
}
