import {
  buildVariables,
  composeFile,
  composeVariables,
  readRepoFile,
  serverVariables,
} from './deploy-files';

/*
 * docs/operations.md "Environment" is where an operator looks up a setting: it lists exactly the
 * variables the server's config module reads, marked _compose_ the ones only the compose file
 * takes, and marked _build_ the ones a remote's build reads. A variable added to any of them
 * without a line there, or a line left for one that is gone, fails here. README's shorter list
 * may leave some out, but names none that is not read.
 */

/** The table's rows: each variable, and whether its line says only compose, or the build, reads it. */
function documented(): Array<{ name: string; composeOnly: boolean; buildOnly: boolean }> {
  const docs = readRepoFile('docs/operations.md');
  const section = /^## Environment\n([\s\S]*?)(?=^## )/m.exec(docs)?.[1] ?? '';
  return section
    .split('\n')
    .map((line) => /^\|\s*`(\w+)`\s*\|([^|]*)\|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, name = '', defaults = '']) => ({
      name,
      composeOnly: defaults.includes('_compose_'),
      buildOnly: defaults.includes('_build_'),
    }));
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('docs/operations.md, Environment', () => {
  const rows = documented();
  const server = serverVariables();

  it('lists exactly the variables the server reads', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(
      sorted(rows.filter((row) => !row.composeOnly && !row.buildOnly).map((row) => row.name)),
    ).toEqual(sorted(server));
  });

  it("lists exactly the variables a remote's build reads, marked _build_", () => {
    const build = buildVariables();
    expect(build.size).toBeGreaterThan(0);
    expect(sorted(rows.filter((row) => row.buildOnly).map((row) => row.name))).toEqual(
      sorted(build),
    );
  });

  it("lists every variable the compose file takes, marked _compose_ when it is compose's alone", () => {
    const taken = composeVariables(composeFile());
    expect(sorted(rows.filter((row) => row.composeOnly).map((row) => row.name))).toEqual(
      sorted([...taken].filter((name) => !server.has(name))),
    );
  });

  it("leaves README's shorter list no variable the server does not read", () => {
    const readme = readRepoFile('README.md');
    const settings = /^### Settings\n([\s\S]*?)(?=^#)/m.exec(readme)?.[1] ?? '';
    const named = settings
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map(([, n]) => n));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !server.has(name ?? ''))).toEqual([]);
  });

  it('lists each variable once', () => {
    const names = rows.map((row) => row.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
