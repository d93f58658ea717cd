import pg from 'pg';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/abhyas_prof', max: 10 });
let n = 0; const t0 = performance.now(); const end = t0 + 5000;
await Promise.all(Array.from({ length: 50 }, async () => { while (performance.now() < end) { await pool.query('select $1::int as x', [1]); n++; } }));
console.log('select1/s', (n / ((performance.now() - t0) / 1000)).toFixed(0));
await pool.end();
