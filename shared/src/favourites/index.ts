export { STORAGE_KEY, readStoredState, writeStoredState, type StoredState } from './local-store';
export { withMainTeam, withTeam, withoutTeam, type TeamListKind } from './team-lists';
export {
  addFavouriteTeam,
  chooseMainTeam,
  followTeamChange,
  localFavouritesStore,
  removeFavouriteTeam,
  restoreLocalFavourites,
} from './favourites';
export { favouritesOf, useFavourites } from './favourites-of';
