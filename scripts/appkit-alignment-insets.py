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
