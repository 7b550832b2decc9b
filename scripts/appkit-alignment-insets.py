import xml.etree.ElementTree as ET, glob, collections, sys
res=collections.defaultdict(list)
for path in glob.glob(sys.argv[1]+'/**/*.xib',recursive=True)+glob.glob(sys.argv[1]+'/**/*.storyboard',recursive=True):
    try: root=ET.parse(path).getroot()
    except Exception as e: continue
    parent={}
    for p in root.iter():
        for c in p: parent[c]=p
    byid={e.get('id'):e for e in root.iter() if e.get('id')}
    def frame(e):
        for c in e:
            if c.tag=='rect' and c.get('key')=='frame': return float(c.get('x')),float(c.get('width'))
    def kind(e):
        cell=[c for c in e if c.get('key')=='cell']
        k=e.tag
        if cell:
            c=cell[0]; k+='/'+(c.get('type') or '')+'/'+(c.get('bezelStyle') or '')+'/'+(c.get('borderStyle') or '')+'/'+(c.get('controlSize') or 'regular')
        return k
    for owner in root.iter():
        cs=[c for c in owner if c.tag=='constraints']
        if not cs: continue
        # owner: view holding constraints
        for con in cs[0]:
            fi=con.get('firstItem') or owner.get('id'); si=con.get('secondItem') or (owner.get('id') if con.get('secondAttribute') else None)
            fa=con.get('firstAttribute'); sa=con.get('secondAttribute')
            c=float(con.get('constant') or 0)
            if con.get('multiplier') or con.get('relation') or con.get('priority'): continue
            # child.leading = super.leading + c  (either order)
            for a,b,sign in ((fi,si,1),(si,fi,-1)):
                if a is None or b is None: continue
                ea,eb=byid.get(a),byid.get(b)
                if ea is None or eb is None: continue
                # ea child of eb (eb superview)
                sup=parent.get(parent.get(ea)) if parent.get(ea) is not None and parent.get(ea).tag=='subviews' else None
                if sup is not eb: continue
                if fa in('leading','left') and sa in ('leading','left'):
                    f=frame(ea)
                    if f: res[kind(ea)].append(('L', f[0] - (c if sign==1 else -c)))
                if fa in('trailing','right') and sa in('trailing','right'):
                    f=frame(ea); fs=frame(eb)
                    if f and fs:
                        gap = c if sign==-1 else -c   # super.trailing = child.trailing + gap
                        res[kind(ea)].append(('R', (f[0]+f[1]) - (fs[1]-gap)))
for k,v in sorted(res.items(), key=lambda x:-len(x[1])):
    L=collections.Counter(round(x,1) for s,x in v if s=='L'); R=collections.Counter(round(x,1) for s,x in v if s=='R')
    print(len(v),k,'L(frame.x-align.x):',dict(L.most_common(4)),'R(frame.maxX-align.maxX):',dict(R.most_common(4)))

# Second table: controls seldom pinned to their superview, read from the siblings they are pinned to. A plain
# constraint `X.edge = Y.edge + c` between views of one superview, where Y's insets are in the first table (as
# AppKitMetrics.alignmentInsets states them), puts X's alignment-rect edge at a known x; the stored frame's edge
# minus it is X's inset on that side. Usage: appkit-alignment-insets.py APP_FOLDER [element,element,…]
KNOWN = {'textField': (2, 2), 'textField/bezel': (0, 0), 'button/check/regularSquare': (2, 0),
         'button/radio/regularSquare': (2, 2), 'button/push/rounded/border/regular': (7, 7),
         'button/push/rounded/border/small': (6, 6), 'box': (3, 3)}
TARGETS = (sys.argv[2] if len(sys.argv) > 2 else 'popUpButton,stepper,colorWell,pathControl,button').split(',')

def kind_keys(e):
    cell = [c for c in e if c.get('key') == 'cell']
    if not cell: return [e.tag]
    c = cell[0]
    t, b, bo, s = c.get('type') or '', c.get('bezelStyle') or '', c.get('borderStyle') or '', c.get('controlSize') or 'regular'
    return [f'{e.tag}/{t}/{b}/{bo}/{s}', f'{e.tag}/{t}/{b}', f'{e.tag}/{bo}', e.tag]

def known_insets(e):
    if e.tag == 'box' and e.get('boxType') in ('custom', 'separator'): return (0, 0)
    keys = kind_keys(e)
    for k in keys:
        if k in KNOWN: return KNOWN[k]
    if e.tag == 'textField' and keys[2] != 'textField/': return (0, 0)
    return None

def edge(f, insets, attribute):
    if attribute in ('leading', 'left'): return f[0] + insets[0]
    if attribute in ('trailing', 'right'): return f[0] + f[1] - insets[1]
    return None

siblings = collections.defaultdict(list)
for path in glob.glob(sys.argv[1] + '/**/*.xib', recursive=True) + glob.glob(sys.argv[1] + '/**/*.storyboard', recursive=True):
    try: root = ET.parse(path).getroot()
    except Exception: continue
    parent = {c: p for p in root.iter() for c in p}
    byid = {e.get('id'): e for e in root.iter() if e.get('id')}
    def frame(e):
        for c in e:
            if c.tag == 'rect' and c.get('key') == 'frame': return float(c.get('x')), float(c.get('width'))
    def superview(e):
        p = parent.get(e)
        return parent.get(p) if p is not None and p.tag == 'subviews' else None
    for holder in root.iter():
        for constraints in [c for c in holder if c.tag == 'constraints']:
            for con in constraints:
                a, b = byid.get(con.get('firstItem')), byid.get(con.get('secondItem'))
                if a is None or b is None or con.get('multiplier') or con.get('relation') or con.get('priority'): continue
                if superview(a) is None or superview(a) is not superview(b): continue
                fa, fb = frame(a), frame(b)
                if not fa or not fb: continue
                c = float(con.get('constant') or 0)
                for x, y, fx, fy, xa, ya, cc in ((a, b, fa, fb, con.get('firstAttribute'), con.get('secondAttribute'), c),
                                                 (b, a, fb, fa, con.get('secondAttribute'), con.get('firstAttribute'), -c)):
                    if x.tag not in TARGETS: continue
                    insets = known_insets(y)
                    at = edge(fy, insets, ya) if insets else None
                    if at is None: continue
                    if xa in ('leading', 'left'): siblings[kind_keys(x)[0]].append(('L', round(at + cc - fx[0], 1)))
                    elif xa in ('trailing', 'right'): siblings[kind_keys(x)[0]].append(('R', round(fx[0] + fx[1] - (at + cc), 1)))
print('--- from siblings (frame edge minus the alignment edge the constraint puts it at)')
for k, v in sorted(siblings.items(), key=lambda x: -len(x[1])):
    L = collections.Counter(x for s, x in v if s == 'L'); R = collections.Counter(x for s, x in v if s == 'R')
    print(len(v), k, 'left inset:', dict(L.most_common(4)), 'right inset:', dict(R.most_common(4)))
