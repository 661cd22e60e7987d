import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default; with the other core busy a lazy route's first
// render can take longer. A longer wait only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

// Money forms keep drafts for the tab (sessionStorage); each test starts with none.
beforeEach(() => sessionStorage.clear());
