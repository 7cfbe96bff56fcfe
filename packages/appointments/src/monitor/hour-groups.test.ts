import { makeTile } from '../test/appointment-test-kit';
import { dayRows, groupByHour } from './hour-groups';

const tile = (appointmentId: string, time: string) => makeTile({ appointmentId, time });

describe('groupByHour', () => {
  it('puts 12 AM to 11 AM in the first row and 12 PM to 11 PM in the second, in time order', () => {
    const { am, pm, unplaced } = groupByHour([
      tile('noon', '12:00'),
      tile('late', '23:45'),
      tile('nine-thirty', '09:30'),
      tile('midnight', '00:15'),
      tile('nine', '09:00'),
      tile('eleven', '11:59'),
    ]);
    expect(am.map((group) => group.hour)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pm.map((group) => group.hour)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(am[0].tiles.map((t) => t.appointmentId)).toEqual(['midnight']);
    expect(am[9].tiles.map((t) => t.appointmentId)).toEqual(['nine', 'nine-thirty']);
    expect(am[11].tiles.map((t) => t.appointmentId)).toEqual(['eleven']);
    expect(pm[0].tiles.map((t) => t.appointmentId)).toEqual(['noon']);
    expect(pm[11].tiles.map((t) => t.appointmentId)).toEqual(['late']);
    expect(unplaced).toEqual([]);
  });

  it('keeps a tile whose time cannot be read apart instead of dropping it', () => {
    expect(groupByHour([tile('odd', 'soon')]).unplaced.map((t) => t.appointmentId)).toEqual(['odd']);
  });
});

describe('dayRows', () => {
  const summary = (rows: ReturnType<typeof dayRows>) =>
    rows.map((row) => (row.kind === 'free' ? `free ${row.from}-${row.until}` : `${row.hour}${row.now ? ' now' : ''}: ${row.tiles.map((t) => t.appointmentId).join(',')}`));

  it('gives each busy hour its own row and folds the free hours between them into one row each', () => {
    const { am } = groupByHour([tile('nine', '09:00'), tile('nine-half', '09:30'), tile('eleven', '11:10'), tile('early', '01:00')]);
    expect(summary(dayRows(am))).toEqual(['free 0-1', '1: early', 'free 2-9', '9: nine,nine-half', 'free 10-11', '11: eleven']);
  });

  it('shows the current hour even without appointments, splitting the free run around it', () => {
    const { pm } = groupByHour([tile('one', '13:00')]);
    expect(summary(dayRows(pm, 16))).toEqual(['free 12-13', '13: one', 'free 14-16', '16 now: ', 'free 17-24']);
    expect(summary(dayRows(pm, 13))).toEqual(['free 12-13', '13 now: one', 'free 14-24']);
  });

  it('folds a half-day without appointments into a single row', () => {
    expect(summary(dayRows(groupByHour([]).am))).toEqual(['free 0-12']);
  });
});
