import { call } from '@league/shared';
import { noticeChoices, saveNoticeChoices as saveChoices } from '@league/shared/contract';
import type { NoticeChoice, NoticeChoicesResponse } from '@league/shared/schemas';

export type NoticeChoiceRow = NoticeChoicesResponse['choices'][number];

/** Every notice the account can choose, with what it receives now. */
export async function readNoticeChoices(): Promise<NoticeChoiceRow[]> {
  return (await call(noticeChoices)).choices;
}

/** Saves the choices changed. */
export async function saveNoticeChoices(choices: NoticeChoice[]): Promise<void> {
  await call(saveChoices, { body: { choices } });
}
