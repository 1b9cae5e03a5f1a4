// The entry of a server build: the app's server module (aliased as league-ssr-app by the config) and
// the stylesheets its CSS modules registered while it loaded, all of them or those a page's render read.
const { styles, startPageStyles, pageStyles } = require('./ssr-styles.cjs');

module.exports = { ...require('league-ssr-app'), styles, startPageStyles, pageStyles };
