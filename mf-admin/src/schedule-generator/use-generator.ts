import { call, failureText, useLeagueWrite } from '@league/shared';
import { generateSchedule } from '@league/shared/contract';
import type { ScheduleGenerateAnswer } from '@league/shared/schemas';
import { useState } from 'react';
import type { ExistingChoice } from './existing-matches';
import { anotherSeed, requestBody, type GeneratorForm, type SeasonTeam } from './generator-form';
import { generatorWords as words } from './generator-words';

interface Shown {
  answer: ScheduleGenerateAnswer;
  /** the request it answered, as sent (without dryRun): a form changed since makes a preview stale */
  sent: string;
  published: boolean;
}

const sentKey = (form: GeneratorForm, teams: readonly SeasonTeam[], seed: number, existing: ExistingChoice | null) =>
  JSON.stringify(requestBody(form, { seed, dryRun: true, existing: existing ?? undefined }, teams));

/**
 * The « Calendrier » tab's calls: a preview (a dry run: nothing written, nothing read again), « Mélanger » (the same
 * with another seed), and the publish, which writes the very request previewed (same seed) once the administrator
 * has said what becomes of the matches already in the period.
 */
export function useGenerator(form: GeneratorForm, teams: readonly SeasonTeam[]) {
  const [seed, setSeed] = useState(1);
  const [existing, setExisting] = useState<ExistingChoice | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const previewing = useLeagueWrite('schedule/generate-preview', { toast: false, dryRun: true });
  const publishing = useLeagueWrite('schedule/generate', { toast: false });

  const preview = async (nextSeed = seed, choice = existing) => {
    setSeed(nextSeed);
    setExisting(choice);
    setDone(null);
    publishing.reset();
    const body = requestBody(form, { seed: nextSeed, dryRun: true, existing: choice ?? undefined }, teams);
    const outcome = await previewing.run(() => call(generateSchedule, { body }), {
      answer: 'scheduleGenerateAnswerSchema',
      failure: (error) => failureText(words.previewFailed, error),
    });
    if (outcome.ok) setShown({ answer: outcome.value, sent: sentKey(form, teams, nextSeed, choice), published: false });
  };

  const send = async (choice: ExistingChoice | null) => {
    setAsking(false);
    setExisting(choice);
    const body = requestBody(form, { seed, dryRun: false, existing: choice ?? undefined }, teams);
    const outcome = await publishing.run(() => call(generateSchedule, { body }), {
      answer: 'scheduleGenerateAnswerSchema',
      failure: (error) => failureText(words.publishFailed, error),
    });
    if (!outcome.ok) return;
    const answer = outcome.value;
    setShown({ answer, sent: sentKey(form, teams, seed, choice), published: true });
    setDone(words.published(answer.matches.length, form.from, form.to, answer.replaced));
  };

  const stale = shown !== null && !shown.published && shown.sent !== sentKey(form, teams, seed, existing);
  // something to publish: a preview with matches, not stale; while a call runs it waits (canPublish)
  const publishable = shown !== null && !shown.published && !stale && shown.answer.matches.length > 0;
  const canPublish = publishable && !publishing.busy;

  return {
    shown,
    stale,
    existing,
    asking,
    done,
    busy: previewing.busy || publishing.busy,
    previewBusy: previewing.busy,
    publishBusy: publishing.busy,
    failure:
      (publishing.state.status === 'error' ? publishing.state.message : null) ??
      (previewing.state.status === 'error' ? previewing.state.message : null),
    publishable,
    canPublish,
    preview: () => preview(),
    shuffle: () => preview(anotherSeed(seed)),
    choose: (choice: ExistingChoice) => preview(seed, choice),
    /** publishes, asking first what becomes of the matches in the period when there are some and no choice yet */
    publish: () => {
      if (!canPublish) return;
      if ((shown?.answer.existing.count ?? 0) > 0 && existing === null) setAsking(true);
      else void send(existing);
    },
    answer: (choice: ExistingChoice) => void send(choice),
    cancelAsking: () => setAsking(false),
  };
}
