import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };

// ical.js is an ES module whose CommonJS build answers require(); its declarations are the module's
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;
type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

/**
 * A calendar feed read by an independent parser (ical.js, Mozilla's), as a calendar program would: the feed's own
 * VTIMEZONE is what turns a start on the league's clock into an instant.
 */
export interface ReadEvent {
  uid: string;
  sequence: number;
  summary: string;
  location: string;
  description: string;
  url: string;
  status: string;
  /** as written: `20261031T190000` */
  localStart: string;
  tzid: string | null;
  start: Date;
  end: Date;
  stamp: Date;
}

const text = (component: Component, name: string) => String(component.getFirstPropertyValue(name) ?? '');

export function readCalendar(feed: string) {
  const root = new ICAL.Component(ICAL.parse(feed));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events: ReadEvent[] = root.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty('dtstart');
    const stamp = component.getFirstPropertyValue('dtstamp') as Time;
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: text(component, 'url'),
      status: text(component, 'status'),
      localStart: String(dtstart?.getFirstValue()).replace(/[-:]/g, ''),
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      stamp: stamp.toJSDate(),
    };
  });
  return {
    property: (name: string) => text(root, name),
    refreshInterval: String(root.getFirstPropertyValue('refresh-interval') ?? ''),
    zones: root.getAllSubcomponents('vtimezone').map((zone) => text(zone, 'tzid')),
    events,
    byUid: (uid: string) => events.find((event) => event.uid === uid),
  };
}
