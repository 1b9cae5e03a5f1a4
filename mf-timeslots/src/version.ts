/** This remote's release version, shown by the shell. */
const version: string = __LEAGUE_VERSION__;
export default version;
