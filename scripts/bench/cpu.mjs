// CPU time spent while a measurement runs, read from Linux's /proc (null elsewhere): what a call
// costs the machine, not only how long it waits, on machines where the cores are shared.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let tickMs;
function msPerTick() {
  if (tickMs === undefined) {
    try {
      tickMs = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      tickMs = 10; // USER_HZ is 100 on every Linux this runs on
    }
  }
  return tickMs;
}

/** Every core's busy time so far (user, nice, system, irq, softirq, steal), in ms. */
export function machineCpuMs() {
  try {
    const [user, nice, system, , , irq, softirq, steal = 0] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + steal) * msPerTick();
  } catch {
    return null;
  }
}

/** One process's user and system time so far, in ms (its children not counted). */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * msPerTick();
  } catch {
    return null;
  }
}

/** Starts counting; `stop()` answers the machine's and the process's CPU ms since (null where unknown). */
export function cpuMeter(pid) {
  const machine = machineCpuMs();
  const process = pid === undefined ? null : processCpuMs(pid);
  return () => {
    const machineNow = machineCpuMs();
    const processNow = pid === undefined ? null : processCpuMs(pid);
    return {
      machineMs: machine === null || machineNow === null ? null : machineNow - machine,
      processMs: process === null || processNow === null ? null : processNow - process,
    };
  };
}
