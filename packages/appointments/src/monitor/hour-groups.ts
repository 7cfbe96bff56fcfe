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
