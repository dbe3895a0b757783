#!/usr/bin/env node
// Generates the deterministic TSV dex tables in data/dex/ from @pkmn/dex
// (pinned in package.json / package-lock.json).
//
//   cd tools/gen-dex && npm ci && node gen.mjs
//
// The output format is documented in data/dex/README.md; the C++ loader is
// written against it, so keep the two in sync.

import {mkdirSync, writeFileSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Dex} from '@pkmn/dex';
// @pkmn/dex does not ship heights or Pokedex colours; Showdown's server data in
// @pkmn/sim (pinned to the same version) does. It is used ONLY to fill the
// height_m and color columns, looked up by the same species id.
import {Dex as SimDex} from '@pkmn/sim';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '..', '..', 'data', 'dex');
const PKG_VERSION = JSON.parse(
  readFileSync(join(HERE, 'node_modules', '@pkmn', 'dex', 'package.json'), 'utf8')).version;

const dex = Dex.forGen(9);
const data = dex.data;
const simDex = SimDex.forGen(9);
const SIM_VERSION = JSON.parse(
  readFileSync(join(HERE, 'node_modules', '@pkmn', 'sim', 'package.json'), 'utf8')).version;

/** Height (m) and colour of a species from @pkmn/sim, or empty when it does not know it. */
function simExtras(id, name) {
  let s = simDex.species.getByID(id);
  if (!s || !s.exists) s = simDex.species.get(name);
  if (!s || !s.exists) return {heightm: undefined, color: undefined};
  return {heightm: s.heightm, color: s.color};
}

// ---------------------------------------------------------------- helpers

/** Showdown-style id: lowercase ASCII alphanumerics only. */
const toID = s => ('' + s).toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Code-point ordering (locale independent, deterministic). */
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

const STATS = ['hp', 'atk', 'def', 'spa', 'spd', 'spe'];
const BOOST_ORDER = ['atk', 'def', 'spa', 'spd', 'spe', 'accuracy', 'evasion'];

/** Serialise one field. Fields never contain TAB/CR/LF. */
function field(v) {
  if (v === undefined || v === null || v === false || v === '') return '';
  if (v === true) return '1';
  if (Array.isArray(v)) return v.map(field).filter(x => x !== '').join('|');
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`non-finite number ${v}`);
    return String(v);
  }
  if (typeof v !== 'string') throw new Error(`cannot serialise ${JSON.stringify(v)}`);
  return v.replace(/[\t\r\n]+/g, ' ');
}

/** A number field where 0 is a real value (not "none"). */
const num = v => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

function boostsField(b) {
  if (!b) return '';
  const keys = Object.keys(b).filter(k => b[k]);
  for (const k of keys) if (!BOOST_ORDER.includes(k)) throw new Error(`unknown boost ${k}`);
  keys.sort((x, y) => BOOST_ORDER.indexOf(x) - BOOST_ORDER.indexOf(y));
  return keys.map(k => `${k}:${b[k]}`).join('|');
}

const fraction = f => (Array.isArray(f) ? `${f[0]}/${f[1]}` : '');

function writeTable(file, columns, rows) {
  const lines = [columns.join('\t')];
  for (const row of rows) {
    const cells = columns.map(c => {
      const v = row[c];
      const s = typeof v === 'string' ? v.replace(/[\t\r\n]+/g, ' ') : field(v);
      if (s.includes('\t') || s.includes('\n') || s.includes('\r')) {
        throw new Error(`bad cell in ${file} ${c}`);
      }
      return s;
    });
    lines.push(cells.join('\t'));
  }
  writeFileSync(join(OUT, file), lines.join('\n') + '\n', 'utf8');
  return rows.length;
}

function checkListSafe(list, what) {
  for (const x of list || []) {
    if (typeof x === 'string' && x.includes('|')) throw new Error(`'|' in ${what}: ${x}`);
  }
}

function sortById(rows) {
  rows.sort((a, b) => cmp(a.id, b.id));
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].id === rows[i - 1].id) throw new Error(`duplicate id ${rows[i].id}`);
  }
  return rows;
}

// ---------------------------------------------------------------- species

function speciesRow(id, s) {
  checkListSafe(s.types, 'types');
  checkListSafe(s.evos, 'evos');
  checkListSafe(s.otherFormes, 'otherFormes');
  const formeParts = (s.forme || '').split('-');
  const battleOnly = Array.isArray(s.battleOnly) ? s.battleOnly : s.battleOnly ? [s.battleOnly] : [];
  const changesFrom = s.changesFrom && s.changesFrom !== s.name ? s.changesFrom : '';
  const bs = s.baseStats;
  const extras = simExtras(id, s.name);
  const row = {
    id,
    name: s.name,
    num: num(s.num),
    base_species: s.baseSpecies,
    forme: s.forme,
    types: s.types,
    ability0: s.abilities['0'],
    ability1: s.abilities['1'],
    ability_hidden: s.abilities['H'],
    ability_special: s.abilities['S'],
    height_m: num(extras.heightm), // from @pkmn/sim (see simExtras)
    weight_kg: num(s.weightkg),
    prevo: s.prevo,
    evos: s.evos,
    nonstandard: s.isNonstandard,
    tags: s.tags,
    is_mega: formeParts.includes('Mega'),
    is_gmax: formeParts.includes('Gmax'),
    gender: s.gender,
    other_formes: s.otherFormes,
    egg_groups: s.eggGroups,
    color: extras.color, // from @pkmn/sim (see simExtras)
    changes_from: changesFrom,
    battle_only: battleOnly,
  };
  for (const st of STATS) row[st] = num(bs[st]);
  return row;
}

function buildSpecies() {
  const rows = [];
  const seen = new Set();
  for (const id of Object.keys(data.Species)) {
    const s = dex.species.getByID(id);
    if (!s.exists) throw new Error(`species ${id} does not exist`);
    rows.push(speciesRow(id, s));
    seen.add(id);
  }
  // Cosmetic formes (Unown-B, Vivillon-Fancy, Alcremie-*, ...) that have no
  // entry of their own: @pkmn/dex synthesises them from the base species.
  for (const id of Object.keys(data.Species)) {
    for (const forme of data.Species[id].cosmeticFormes || []) {
      const fid = toID(forme);
      if (seen.has(fid)) continue;
      const s = dex.species.get(forme);
      if (!s.exists || s.name !== forme) throw new Error(`cosmetic forme ${forme} not resolvable`);
      rows.push(speciesRow(fid, s));
      seen.add(fid);
    }
  }
  return sortById(rows);
}

// ---------------------------------------------------------------- moves

function buildMoves() {
  const rows = [];
  for (const id of Object.keys(data.Moves)) {
    // getByID gives the Hidden Power variants id "hiddenpower" (realMove), so
    // the id always comes from the data key.
    const m = dex.moves.getByID(id);
    if (!m.exists) throw new Error(`move ${id} does not exist`);
    const flags = Object.keys(m.flags || {}).filter(f => m.flags[f]).sort(cmp);
    let multihit = '';
    if (Array.isArray(m.multihit)) multihit = `${m.multihit[0]}-${m.multihit[1]}`;
    else if (typeof m.multihit === 'number') multihit = String(m.multihit);
    const secs = m.secondaries || (m.secondary ? [m.secondary] : []);
    const secondaryChance = secs.length === 1 && typeof secs[0].chance === 'number' ? secs[0].chance : '';
    const zmax = !(m.isZ || m.isMax) && m.category !== 'Status';
    const selfBoosts = (m.self && m.self.boosts) || (m.selfBoost && m.selfBoost.boosts);
    rows.push({
      id,
      name: m.name,
      num: num(m.num),
      type: m.type,
      category: m.category,
      base_power: num(m.basePower),
      accuracy: m.accuracy === true ? 'true' : num(m.accuracy),
      pp: num(m.pp),
      priority: num(m.priority),
      target: m.target,
      flags,
      multihit,
      is_z: typeof m.isZ === 'string' ? m.isZ : '',
      is_max: m.isMax === true ? '1' : typeof m.isMax === 'string' ? m.isMax : '',
      z_move_power: zmax && m.zMove && m.zMove.basePower ? num(m.zMove.basePower) : '',
      max_move_power: zmax && m.maxMove && m.maxMove.basePower ? num(m.maxMove.basePower) : '',
      nonstandard: m.isNonstandard,
      short_desc: m.shortDesc || m.desc || '',
      secondary_chance: num(secondaryChance),
      drain: fraction(m.drain),
      recoil: fraction(m.recoil),
      heal: fraction(m.heal),
      self_switch: m.selfSwitch === true ? '1' : m.selfSwitch || '',
      ohko: m.ohko === true ? '1' : m.ohko || '',
      volatile_status: m.volatileStatus,
      status: m.status,
      weather: m.weather,
      terrain: m.terrain,
      side_condition: m.sideCondition,
      pseudo_weather: m.pseudoWeather,
      boosts: boostsField(m.boosts),
      self_boosts: boostsField(selfBoosts),
    });
  }
  return sortById(rows);
}

// ---------------------------------------------------------------- items

function buildItems() {
  // Z-crystal id -> Z-move name(s), from the moves' isZ field.
  const zByCrystal = new Map();
  for (const id of Object.keys(data.Moves).sort(cmp)) {
    const z = data.Moves[id].isZ;
    if (typeof z === 'string') {
      if (!zByCrystal.has(z)) zByCrystal.set(z, []);
      zByCrystal.get(z).push(data.Moves[id].name);
    }
  }
  const rows = [];
  for (const id of Object.keys(data.Items)) {
    const it = dex.items.getByID(id);
    if (!it.exists) throw new Error(`item ${id} does not exist`);
    let mega = '';
    if (it.megaStone && typeof it.megaStone === 'object') mega = Object.values(it.megaStone);
    else if (typeof it.megaStone === 'string') mega = it.megaStone;
    let zMove = '';
    if (it.zMove) {
      zMove = zByCrystal.get(id) || (typeof it.zMove === 'string' ? [it.zMove] : '');
      if (!zMove) throw new Error(`no Z-move for ${id}`);
    }
    rows.push({
      id,
      name: it.name,
      num: num(it.num),
      gen: num(it.gen),
      nonstandard: it.isNonstandard,
      is_berry: !!it.isBerry,
      is_gem: !!it.isGem,
      is_pokeball: !!it.isPokeball,
      mega_stone: mega,
      z_move: zMove,
      fling_bp: it.fling && it.fling.basePower ? num(it.fling.basePower) : '',
      natural_gift_type: it.naturalGift && it.naturalGift.type,
      short_desc: it.shortDesc || it.desc || '',
    });
  }
  return sortById(rows);
}

// ---------------------------------------------------------------- abilities

function buildAbilities() {
  const rows = [];
  for (const id of Object.keys(data.Abilities)) {
    const a = dex.abilities.getByID(id);
    if (!a.exists) throw new Error(`ability ${id} does not exist`);
    rows.push({
      id,
      name: a.name,
      num: num(a.num),
      gen: num(a.gen),
      nonstandard: a.isNonstandard,
      short_desc: a.shortDesc || a.desc || '',
    });
  }
  return sortById(rows);
}

// ---------------------------------------------------------------- types

function buildTypes() {
  const types = Object.keys(data.Types)
    .map(id => dex.types.getByID(id))
    .filter(t => t.exists && t.name !== '???')
    .map(t => t.name)
    .sort(cmp);
  const MULT = {0: 1, 1: 2, 2: 0.5, 3: 0};
  const rows = [];
  for (const atk of types) {
    for (const def of types) {
      const dt = data.Types[toID(def)].damageTaken;
      const code = dt[atk] === undefined ? 0 : dt[atk];
      if (!(code in MULT)) throw new Error(`bad damageTaken ${def}.${atk}=${code}`);
      rows.push({attacking: atk, defending: def, multiplier: String(MULT[code])});
    }
  }
  return rows;
}

// ---------------------------------------------------------------- natures

function buildNatures() {
  return Object.keys(data.Natures)
    .map(id => data.Natures[id])
    .map(n => ({name: n.name, plus: n.plus || '', minus: n.minus || ''}))
    .sort((a, b) => cmp(a.name, b.name));
}

// ---------------------------------------------------------------- sprite aliases

// Only aliases backed by the data: entries whose Showdown id (the key in the
// dex, which is also what Smogon/Showdown sprite codes fold to, e.g.
// ":flabebe:", ":poke ball:") differs from toID(name) because the name
// contains non-ASCII letters (é, ♀, ...).
function buildSpriteAliases(species, items) {
  const rows = [];
  for (const s of species) if (toID(s.name) !== s.id) rows.push({code: s.id, kind: 'species', name: s.name});
  for (const it of items) if (toID(it.name) !== it.id) rows.push({code: it.id, kind: 'item', name: it.name});
  rows.sort((a, b) => cmp(a.code, b.code) || cmp(a.kind, b.kind));
  return rows;
}

// ---------------------------------------------------------------- main

mkdirSync(OUT, {recursive: true});

const species = buildSpecies();
const moves = buildMoves();
const items = buildItems();
const abilities = buildAbilities();

const counts = {};
counts['species.tsv'] = writeTable('species.tsv', [
  'id', 'name', 'num', 'base_species', 'forme', 'types',
  'ability0', 'ability1', 'ability_hidden', 'ability_special',
  'hp', 'atk', 'def', 'spa', 'spd', 'spe',
  'height_m', 'weight_kg', 'prevo', 'evos', 'nonstandard', 'tags',
  'is_mega', 'is_gmax', 'gender', 'other_formes', 'egg_groups', 'color',
  'changes_from', 'battle_only',
], species);
counts['moves.tsv'] = writeTable('moves.tsv', [
  'id', 'name', 'num', 'type', 'category', 'base_power', 'accuracy', 'pp', 'priority',
  'target', 'flags', 'multihit', 'is_z', 'is_max', 'z_move_power', 'max_move_power',
  'nonstandard', 'short_desc', 'secondary_chance', 'drain', 'recoil', 'heal',
  'self_switch', 'ohko', 'volatile_status', 'status', 'weather', 'terrain',
  'side_condition', 'pseudo_weather', 'boosts', 'self_boosts',
], moves);
counts['items.tsv'] = writeTable('items.tsv', [
  'id', 'name', 'num', 'gen', 'nonstandard', 'is_berry', 'is_gem', 'is_pokeball',
  'mega_stone', 'z_move', 'fling_bp', 'natural_gift_type', 'short_desc',
], items);
counts['abilities.tsv'] = writeTable('abilities.tsv', [
  'id', 'name', 'num', 'gen', 'nonstandard', 'short_desc',
], abilities);
counts['types.tsv'] = writeTable('types.tsv', ['attacking', 'defending', 'multiplier'], buildTypes());
counts['natures.tsv'] = writeTable('natures.tsv', ['name', 'plus', 'minus'], buildNatures());
counts['sprite_aliases.tsv'] = writeTable('sprite_aliases.tsv', ['code', 'kind', 'name'],
  buildSpriteAliases(species, items));

for (const [f, n] of Object.entries(counts)) console.log(`${f}\t${n} rows`);
console.log(`source: @pkmn/dex ${PKG_VERSION} (+ heights/colours from @pkmn/sim ${SIM_VERSION}) -> ${OUT}`);
