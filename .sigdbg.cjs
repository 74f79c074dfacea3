process.on('SIGTERM', () => console.error('[dbg] got SIGTERM, listeners', process.listeners('SIGTERM').length));
process.on('exit', (c) => console.error('[dbg] exit', c));
const origKill = process.kill; process.kill = (...a) => { console.error('[dbg] process.kill', a); return origKill.apply(process, a); };
const origExit = process.exit; process.exit = (...a) => { console.error('[dbg] process.exit', a, new Error().stack); return origExit.apply(process, a); };
