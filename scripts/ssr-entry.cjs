// The entry of a server build (issue #17): the app's server module (aliased as league-ssr-app by the config) and
// the stylesheets its CSS modules registered while it loaded.
module.exports = { ...require('league-ssr-app'), styles: require('./ssr-styles.cjs').styles };
