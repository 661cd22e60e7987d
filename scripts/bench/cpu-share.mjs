// Where a money cycle's CPU goes, read from /proc around the timed run: the server's process,
// PostgreSQL's processes (only when PostgreSQL runs on this machine) and the bench's own process,
// which drives the members and administrators. From the CPU a cycle costs, the most cycles a
// second this machine's cores could give (docs/benchmarks.md, "Money: the machine's ceiling").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU milliseconds (user + system) a process has used; null when it cannot be read. */
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name, in parentheses, may hold spaces: count the fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU milliseconds of every process named `postgres` on this machine, by pid. */
function postgresCpuMs() {
  const byPid = new Map();
  let entries = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(entry);
    if (ms !== null) byPid.set(entry, ms);
  }
  return byPid;
}

/** Busy and total CPU milliseconds of the whole machine. */
function machineCpuMs() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return {
      busy: (busy * 1000) / TICKS_PER_SECOND,
      total: ((busy + idle + iowait) * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

/** Whether a PostgreSQL address is this machine's: only then are its processes ours to read. */
export function isLocalDatabase(url) {
  const host = new URL(url).hostname;
  return host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * The CPU used so far by the server (`serverPid`), PostgreSQL's processes (when `postgresLocal`;
 * every process named postgres on the machine: the bench's database is the only one at work
 * while the cycles run) and this process.
 */
export function cpuSnapshot(serverPid, postgresLocal) {
  const own = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    postgres: postgresLocal ? postgresCpuMs() : new Map(),
    bench: (own.user + own.system) / 1000,
    machine: machineCpuMs(),
  };
}

/**
 * CPU milliseconds a cycle cost each part between two snapshots, and the ceiling they imply on
 * this machine's cores. A part that could not be read is null (PostgreSQL on another machine).
 */
export function cpuPerCycle(before, after, cycles) {
  // No cycle completed: nothing to divide (the cycles' own failure says why).
  const per = (ms) => (ms === null || cycles === 0 ? null : ms / cycles);
  let postgres = null;
  if (after.postgres.size > 0) {
    postgres = 0;
    // A backend started during the run counts from zero; one that ended during it is missed,
    // so the figure is at least what PostgreSQL used (the pool keeps its connections).
    for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  }
  const parts = {
    server:
      before.server === null || after.server === null ? null : per(after.server - before.server),
    postgres: per(postgres),
    load: per(after.bench - before.bench),
  };
  const known = [parts.server, parts.postgres, parts.load].filter((ms) => ms !== null);
  const all = known.length > 0 ? known.reduce((sum, ms) => sum + ms, 0) : null;
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const idle =
    before.machine && after.machine
      ? 1 -
        (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)
      : null;
  return {
    ...parts,
    all,
    cores,
    idle,
    ceiling: all > 0 ? (cores * 1000) / all : null,
    postgresCeiling: parts.postgres ? (cores * 1000) / parts.postgres : null,
  };
}

export function formatCpuPerCycle(cpu) {
  const ms = (value) => (value === null ? 'not readable here' : `${value.toFixed(2)} ms`);
  if (cpu.all === null || cpu.ceiling === null) return ['  CPU a cycle: nothing to measure'];
  return [
    `  CPU a cycle: server ${ms(cpu.server)}, PostgreSQL ${ms(cpu.postgres)}, members and administrators (this process) ${ms(cpu.load)}; ${cpu.all.toFixed(2)} ms in all${cpu.idle === null ? '' : `, the machine ${(cpu.idle * 100).toFixed(0)}% idle`}`,
    `  ceiling on ${cpu.cores} cores: ${cpu.ceiling.toFixed(0)} cycles/s at that cost${cpu.postgres === null ? " (without PostgreSQL's part)" : ''}${cpu.postgresCeiling ? `; PostgreSQL's part alone, given every core: ${cpu.postgresCeiling.toFixed(0)}/s` : ''}`,
  ];
}
