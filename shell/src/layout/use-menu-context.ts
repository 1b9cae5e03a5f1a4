import {
  isArchiveView,
  leagueDataStore,
  localFavouritesStore,
  seasonViewStore,
  sessionStore,
  uiConfigStore,
  useObservable,
} from '@league/shared';
import type { MenuContext } from './menu-rules';

export function useMenuContext(): MenuContext {
  const session = useObservable(sessionStore);
  const season = useObservable(seasonViewStore);
  const data = useObservable(leagueDataStore);
  return {
    session,
    archiveView: isArchiveView(season),
    scheduleEmpty: data.scheduleEmpty,
    rankingProvisional: data.rankingProvisional,
    sponsorCount: data.sponsors.length,
    localFavourites: useObservable(localFavouritesStore),
    showSignUp: useObservable(uiConfigStore).showSignUp,
  };
}
