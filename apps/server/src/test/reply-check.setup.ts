import { takeReplyViolations } from './reply-check';

// A test whose calls got a reply its route's schema refuses fails, with the routes and differences.
afterEach(() => {
  const violations = takeReplyViolations();
  if (violations.length > 0) throw new Error(`replies that do not match their route's schema:\n- ${violations.join('\n- ')}`);
});
