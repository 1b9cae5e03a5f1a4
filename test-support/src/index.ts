// Only tests import this package (the lint walls refuse it in app code); jest maps it to this source.
export { FakeEventSource, installFakeEventSource } from './fake-event-source';
export { fakeServer, heldReply, quietConsoleErrors, type Call, type Reply, type Route } from './fake-server';
export { piecesOf, plainlySpaced, plainlySpacedOf, productionSources, stringsOf, type Piece } from './french-spacing';
export { aMatch, aSponsor, aTeam } from './league-builders';
export { AtPath, shownAddress } from './router';
