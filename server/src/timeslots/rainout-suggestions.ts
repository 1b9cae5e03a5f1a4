import { hasAdminStatus, toZonedIso } from '@league/shared';
import { OPEN_RESERVATION_STATUSES } from '@league/shared/timeslots';
import type { Match, OpenSlot, Rainout, RainoutsResponse } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { readSettings } from '../league/settings';
import { matchRows, toMatch } from '../schedule/schedule-repository';
import { loadSeasonBook } from '../schedule/season-book';
import type { SeasonBook } from '../schedule/match-rules';
import { slotChoices, weeklyOffers, type BookMatch } from './rainout-rules';
import { currentSlotRows, listedReservationRows, type ReservationRow, type SlotRow } from './timeslots-repository';

/** How many weekly times an administrator is offered per match, the best ones. */
export const WEEKLY_OFFERS_SHOWN = 5;

/**
 * The current season's cancelled matches the caller may move (a captain: those of their teams; an administrator:
 * all), none already booked in a slot, each with the slots that suit it best first and those that do not with why;
 * an administrator also gets the free weekly times to publish (docs/product.md#rainouts).
 */
export async function rainoutsFor(db: Db, caller: Account, now = new Date()): Promise<RainoutsResponse> {
  const [{ timeZone }, book, slots, reservations, matches] = await Promise.all([
    readSettings(db),
    loadSeasonBook(db, CURRENT_SEASON_KEY),
    currentSlotRows(db),
    listedReservationRows(db),
    matchRows(db, CURRENT_SEASON_KEY),
  ]);
  const admin = hasAdminStatus(caller.role);
  const booked = reservations.filter((row) => row.status === 'booked');
  const bookedMatches = new Set(booked.map((row) => row.match_id));
  const bookedSlots = new Set(booked.map((row) => row.timeslot_id));
  const openSlots = slots.filter((slot) => !bookedSlots.has(slot.id)).map(storedSlotOf);
  const matchById = new Map(matches.map((row) => [row.id, toMatch(row, timeZone)]));
  const concerns = (match: BookMatch) =>
    admin || caller.captainTeamIds.includes(match.home_team_id) || caller.captainTeamIds.includes(match.away_team_id);

  const context: RainoutContext = { book, now, timeZone, openSlots, slots, reservations };
  const rainouts = book.slots
    .filter((match) => match.status === 'cancelled' && !bookedMatches.has(match.id) && concerns(match))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .flatMap((match) => {
      const shown = matchById.get(match.id);
      return shown ? [rainoutOf(context, match, shown, admin)] : [];
    });
  return { rainouts };
}

interface RainoutContext {
  book: SeasonBook;
  now: Date;
  timeZone: string;
  /** the current season's slots without a booked reservation */
  openSlots: StoredSlot[];
  slots: readonly SlotRow[];
  reservations: readonly ReservationRow[];
}

/** A slot as the rules read it: its stored instant (UTC) and field. */
interface StoredSlot {
  id: string;
  date: string;
  fieldId: string;
  field: string;
}

const storedSlotOf = (slot: SlotRow): StoredSlot => ({
  id: slot.id,
  date: slot.date,
  fieldId: slot.field_id,
  field: slot.field_name,
});

/** The slot as the answer shows it: its date with the league's offset. */
const shownSlot = ({ id, date, field, fieldId }: StoredSlot, timeZone: string): OpenSlot => ({
  _id: id,
  date: toZonedIso(date, timeZone),
  field,
  fieldId,
});

function rainoutOf(context: RainoutContext, match: BookMatch, shown: Match, admin: boolean): Rainout {
  const { book, now, timeZone } = context;
  const asked = new Map(
    context.reservations
      .filter((row) => row.match_id === match.id && OPEN_RESERVATION_STATUSES.includes(row.status))
      .map((row) => [row.timeslot_id, row.status as 'pending' | 'confirmed']),
  );
  const { suitable, unsuitable } = slotChoices(book, match, context.openSlots, { now, timeZone });
  const fieldName = new Map([...book.fields.values()].map((field) => [field.id, field.name]));
  const offers = admin ? weeklyOffers({ book, match, now, timeZone, published: context.slots.map(placeOf) }) : [];
  return {
    match: shown,
    suggestions: suitable.map(({ sameField, usualEvening, ...slot }) => ({
      slot: shownSlot(slot, timeZone),
      sameField,
      usualEvening,
      requested: asked.get(slot.id) ?? null,
    })),
    unsuitable: unsuitable.map(({ slot, reasons }) => ({ slot: shownSlot(slot, timeZone), reasons })),
    weeklyOffers: offers.slice(0, WEEKLY_OFFERS_SHOWN).map((offer) => ({
      ...offer,
      date: toZonedIso(offer.date, timeZone),
      field: fieldName.get(offer.fieldId) ?? '',
    })),
  };
}

const placeOf = (slot: SlotRow) => ({ date: slot.date, fieldId: slot.field_id });
