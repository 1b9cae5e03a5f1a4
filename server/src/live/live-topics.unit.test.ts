import { LOG_ENTITIES } from '@league/shared/schemas';
import { LIVE_TOPICS, topicsOf } from './live-topics';

describe('what the live stream says a change touched', () => {
  it.each([
    ['match', 'approve', ['results', 'rankings']],
    ['match', 'request', ['results', 'rankings']],
    ['match', 'update', ['schedule', 'results', 'rankings']],
    ['seriesMatch', 'approve', ['results', 'series']],
    ['seriesMatch', 'update', ['series']],
    ['reservation', 'approve', ['timeslots', 'schedule']],
    ['backup', 'restore', ['all']],
    ['backup', 'create', []],
    ['session', 'login', []],
    ['user', 'update', []],
    ['notification', 'delete', []],
  ] as const)('%s %s → %j', (entity, action, topics) => {
    expect(topicsOf(entity, action)).toEqual(topics);
  });

  it('names every entity with words of its list only', () => {
    for (const entity of LOG_ENTITIES)
      for (const topic of topicsOf(entity, 'update')) expect(LIVE_TOPICS).toContain(topic);
  });
});
