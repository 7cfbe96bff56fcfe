import type { AppointmentTile } from '@mk/contracts';
import { tileClock } from '../shared/appointment-time';

export interface HourGroup {
  /** 0 to 23. */
  hour: number;
  tiles: AppointmentTile[];
}

export interface DayGroups {
  /** Hours 0 (12 AM) to 11 (11 AM). */
  am: HourGroup[];
  /** Hours 12 (12 PM) to 23 (11 PM). */
  pm: HourGroup[];
  /** Tiles whose time cannot be read: shown apart rather than dropped. */
  unplaced: AppointmentTile[];
}

const hoursFrom = (first: number) => Array.from({ length: 12 }, (_, index) => ({ hour: first + index, tiles: [] as AppointmentTile[] }));

/**
 * The monitor's day (spec 2 section 2): one group per hour, 12 AM hours then 12 PM hours, each
 * group's tiles in time order. A tile at '00:15' is in 12 AM, '12:00' in 12 PM, '23:45' in 11 PM.
 */
export function groupByHour(tiles: readonly AppointmentTile[]): DayGroups {
  const groups = [...hoursFrom(0), ...hoursFrom(12)];
  const unplaced: AppointmentTile[] = [];
  const timed = tiles
    .map((tile) => ({ tile, clock: tileClock(tile.time) }))
    .sort((a, b) => (a.clock ?? '').localeCompare(b.clock ?? ''));
  for (const { tile, clock } of timed) {
    if (clock === undefined) unplaced.push(tile);
    else groups[Number(clock.slice(0, 2))].tiles.push(tile);
  }
  return { am: groups.slice(0, 12), pm: groups.slice(12), unplaced };
}

/** A row of the day view: an hour to show (it has tiles, or it is now), or a run of free hours. */
export type DayRow = { kind: 'hour'; hour: number; tiles: AppointmentTile[]; now: boolean } | { kind: 'free'; from: number; until: number };

/**
 * The rows a receptionist reads (issue 16): each hour with appointments, and the current hour, on a
 * row of its own; consecutive hours without appointments folded into one short row, so the busy
 * hours of a day fit on one screen without scrolling sideways. `until` is exclusive.
 */
export function dayRows(groups: readonly HourGroup[], nowHour?: number): DayRow[] {
  const rows: DayRow[] = [];
  for (const group of groups) {
    const now = group.hour === nowHour;
    if (group.tiles.length > 0 || now) {
      rows.push({ kind: 'hour', hour: group.hour, tiles: group.tiles, now });
      continue;
    }
    const last = rows[rows.length - 1];
    if (last?.kind === 'free' && last.until === group.hour) last.until = group.hour + 1;
    else rows.push({ kind: 'free', from: group.hour, until: group.hour + 1 });
  }
  return rows;
}
