#!/usr/bin/env python3
"""Sanity checks for data/rulebook/*.tsv (a developer aid; not part of the build).

  python3 tools/rulebook/verify_tables.py [path/to/shared/rulebook]

1. Format: UTF-8, LF, header row, same field count on every row, no tabs/CR, no leading or
   trailing spaces, a non-empty `section` column.
2. If the rulebook directory is found (default: ../shared/rulebook next to the project root), it
   also checks that every §10.6d action-group row points at a handbook line that really lists
   that member, and that rebuilding each member line from the TSV gives the handbook text back.
"""
import csv, os, re, sys
from collections import defaultdict

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "rulebook")
ok = True


def fail(msg):
    global ok
    ok = False
    print('FAIL', msg)


def read(name):
    path = os.path.join(HERE, name)
    raw = open(path, 'rb').read()
    if b'\r' in raw:
        fail(f'{name}: contains CR')
    text = raw.decode('utf-8')
    if not text.endswith('\n'):
        fail(f'{name}: no final newline')
    lines = text.split('\n')[:-1]
    header = lines[0].split('\t')
    rows = []
    for i, ln in enumerate(lines[1:], 2):
        f = ln.split('\t')
        if len(f) != len(header):
            fail(f'{name}:{i}: {len(f)} fields, header has {len(header)}')
            continue
        for x in f:
            if x != x.strip():
                fail(f'{name}:{i}: stray spaces in {x!r}')
        rows.append(dict(zip(header, f)))
    if 'section' not in header:
        fail(f'{name}: no section column')
    for i, r in enumerate(rows, 2):
        if 'section' in r and not r['section']:
            fail(f'{name}:{i}: empty section')
    return header, rows


tables = sorted(f for f in os.listdir(HERE) if f.endswith('.tsv'))
data = {t: read(t) for t in tables}
for t in tables:
    print(f'{t}: {len(data[t][1])} rows')

rb = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', '..', 'shared', 'rulebook')
hb = os.path.join(rb, 'handbook-gen9.txt')
if os.path.exists(hb):
    L = [None] + open(hb, encoding='utf-8').read().split('\n')
    by = defaultdict(list)
    for r in data['action_groups.tsv'][1]:
        if r['member_kind'] in ('move', 'command', 'item') and r['group'] != 'Perfect-Accuracy Protectable Attack':
            q = r['qualifier']
            by[int(r['line'])].append(r['member'] + ((' ' + q) if q.startswith('(') else q))
    for ln, members in sorted(by.items()):
        text = L[ln].strip()
        first = text.split(',')[0]
        if ':' in first:
            text = re.sub(r'^(•\s*)?[A-Za-z ]+:\s*', '', text)
        text = text.rstrip('.')
        if ', '.join(members) != text:
            fail(f'handbook line {ln}: TSV members differ\n  handbook: {text}\n  tsv:      {", ".join(members)}')
    for r in data['action_group_names.tsv'][1]:
        if not r['family'] and L[int(r['line'])].strip() != r['group']:
            fail(f"action_group_names: line {r['line']} is not the heading {r['group']!r}")
    print(f'checked {len(by)} member lines of §10.6d against {hb}')
else:
    print('handbook not found; skipped the cross-check')

print('OK' if ok else 'FAILED')
sys.exit(0 if ok else 1)
