import { FACILITY_STATUS_LABELS, FACILITY_STATUSES } from '@mk/contracts';
import { catalogueProblems } from '@mk/i18n';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

describe('translations', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it("name a facility's status as the exported files do (the contract's labels)", () => {
    for (const status of FACILITY_STATUSES) {
      expect({ en: en.ui.facilityStatus[status], ar: ar.ui.facilityStatus[status] }).toEqual(FACILITY_STATUS_LABELS[status]);
    }
  });
});
