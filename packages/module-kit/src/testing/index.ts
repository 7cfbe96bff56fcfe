// Test helpers of the component tests; only tests import this entry (`@mk/module-kit/testing`),
// so @testing-library never reaches the dashboard's bundle.
import { endFakeApi } from './fake-api';

export { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render-with-providers';
export { fakeApi, type ApiCall, type ApiHandler, type ApiHandlers, type FakeApi, type FakeApiOptions } from './fake-api';
export { installFakeServer, ok, fail, file, type FakeRequest, type FakeReply } from './fake-server';
export { catalogueText, testAdmin, testPharmacyPic, type Catalogues, type CatalogueText } from './test-text';
export { domainTestKit, modulePageRenderer, registerPageMessages, testPic, callsTo, type FakeOverride } from './domain-kit';
export { fakeRecords, recordMaker, tagHandlers, facilityStatusChange, type TestTag } from './fake-records';
export { ownedFacilityHandlers } from './owned-facilities';
export { button, choose, chooseBySearch, type, fill, searchWith, type FilterInput, uploadImage, sectionValidity, findDialog, findPage, submitted, removeRow, dataSheet, sheetRow, expectSheetRows, expectTexts } from './user-actions';
export { expectRoundTrip } from './list-url';
export { openHistoryTab } from './history-tab';
export { entryImports } from './entry-imports';

// Every test file that uses the kit ends each test by checking its fake API.
if (typeof afterEach === 'function') afterEach(endFakeApi);
