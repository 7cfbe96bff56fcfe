import { takeAuditViolations } from './audit-check';

// A test that got a write accepted without an audit record fails, naming the route (issue 29).
afterEach(() => {
  const violations = takeAuditViolations();
  if (violations.length > 0) throw new Error(`accepted writes that left no audit record:\n- ${violations.join('\n- ')}`);
});
