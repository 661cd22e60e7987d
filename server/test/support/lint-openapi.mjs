// Lints an OpenAPI document (a JSON file named on the command line) with Redocly's recommended
// rules and prints the problems as JSON. A separate process because Redocly ships ES modules only.
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // A public read that takes no input (health, rates, limits, live events) has no 4xx answer.
    'operation-4xx-response': 'off',
  },
});
const problems = await lintFromString({
  source: readFileSync(process.argv[2], 'utf8'),
  absoluteRef: 'openapi.json',
  config,
});
process.stdout.write(
  JSON.stringify(
    problems.map((p) => ({
      severity: p.severity,
      rule: p.ruleId,
      message: p.message,
      where: p.location[0]?.pointer,
    })),
  ),
);
