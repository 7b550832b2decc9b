import Foundation

extension HTMLReport {
    /// The page's colors. Every text color is listed with the background it sits on in `contrastPairs`,
    /// and a test holds each pair to WCAG AA (4.5:1 for text, 3:1 for the drawing's marks).
    public static let palette: [(name: String, value: String)] = [
        ("bg", "#ffffff"), ("text", "#1a1a1a"), ("muted", "#595959"), ("rule", "#c4c4c4"), ("link", "#0b57d0"),
        ("panel", "#f4f5f7"),
        ("error-fg", "#8e0b17"), ("error-bg", "#fde7e9"),
        ("warning-fg", "#6b4700"), ("warning-bg", "#fff2cc"),
        ("note-fg", "#0b4f8a"), ("note-bg", "#e3effb"),
        ("new-fg", "#ffffff"), ("new-bg", "#5b2c86"),
        // Drawings: box, line boxes, baselines, ink, ink outside the box, hidden text.
        ("box", "#1f5fbf"), ("box-fill", "#eef4fd"), ("lb", "#8795a8"), ("bl", "#2b7a3e"),
        ("ink", "#111111"), ("over", "#d4007f"), ("ghost", "#6e6e6e"), ("lost", "#d4007f"),
        // Screen × locale heat: background shades with their text colors.
        ("h1-bg", "#fde7e9"), ("h1-fg", "#1a1a1a"), ("h2-bg", "#f7b9c0"), ("h2-fg", "#1a1a1a"),
        ("h3-bg", "#e0566a"), ("h3-fg", "#000000"), ("h4-bg", "#8e0b17"), ("h4-fg", "#ffffff"),
    ]

    /// Foreground, background and the contrast each needs.
    public static let contrastPairs: [(foreground: String, background: String, minimum: Double)] = [
        ("text", "bg", 4.5), ("muted", "bg", 4.5), ("link", "bg", 4.5), ("text", "panel", 4.5), ("muted", "panel", 4.5),
        ("error-fg", "error-bg", 4.5), ("warning-fg", "warning-bg", 4.5), ("note-fg", "note-bg", 4.5),
        ("new-fg", "new-bg", 4.5),
        ("h1-fg", "h1-bg", 4.5), ("h2-fg", "h2-bg", 4.5), ("h3-fg", "h3-bg", 4.5), ("h4-fg", "h4-bg", 4.5),
        ("ink", "box-fill", 4.5), ("over", "bg", 3), ("ghost", "bg", 3), ("box", "bg", 3), ("bl", "box-fill", 3),
        ("over", "box-fill", 3),
    ]

    public static func color(_ name: String) -> String? { palette.first { $0.name == name }?.value }

    /// WCAG 2 contrast ratio of two "#rrggbb" colors.
    public static func contrastRatio(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let digits = hex.dropFirst()
            let value = Int(digits, radix: 16) ?? 0
            let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { c -> Double in
                let s = Double(c) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static var css: String {
        let variables = palette.map { "--\($0.name):\($0.value)" }.joined(separator: ";")
        return """
        :root{\(variables)}
        *{box-sizing:border-box}
        body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--text);background:var(--bg)}
        header,main{max-width:1100px;margin:0 auto;padding:0 16px}
        h1{font-size:1.6rem;margin:16px 0 4px}h2{font-size:1.35rem;margin:28px 0 8px;border-bottom:1px solid var(--rule)}
        h3{font-size:1.15rem;margin:20px 0 8px}h4{font-size:1rem;margin:0 0 6px;font-weight:600}
        a{color:var(--link)}code{font-size:.9em;overflow-wrap:anywhere}
        .summary,.hint,.loc{color:var(--muted)}.hint{margin:0 0 6px;font-size:.9rem}
        .stats{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px}
        .stats li{background:var(--panel);padding:6px 12px;border-radius:6px}.stats .big{font-size:1.3rem;font-weight:700}
        .stats .sev-error{background:var(--error-bg);color:var(--error-fg)}.stats .sev-warning{background:var(--warning-bg);color:var(--warning-fg)}
        .stats .sev-note{background:var(--note-bg);color:var(--note-fg)}
        .scroll{overflow-x:auto;max-width:100%}
        .counts{width:100%;table-layout:fixed}.counts th,.counts td{padding:4px 2px;overflow-wrap:anywhere}
        .counts thead th{font-size:.72rem;font-weight:600;hyphens:manual}.counts thead th:first-child{width:5.5em}
        table{border-collapse:collapse;font-size:.9rem}th,td{border:1px solid var(--rule);padding:4px 8px;text-align:center}
        th[scope=row]{text-align:left}thead th{background:var(--panel)}td.zero,td.h0{color:var(--muted)}
        .grid td{padding:0}.grid td.h0{padding:4px 8px}
        .grid button{font:inherit;font-weight:700;border:0;width:100%;min-width:44px;min-height:36px;cursor:pointer;background:transparent;color:inherit}
        .h1{background:var(--h1-bg);color:var(--h1-fg)}.h2{background:var(--h2-bg);color:var(--h2-fg)}
        .h3{background:var(--h3-bg);color:var(--h3-fg)}.h4{background:var(--h4-bg);color:var(--h4-fg)}
        button:focus-visible,select:focus-visible,summary:focus-visible,.scroll:focus-visible{outline:3px solid var(--link);outline-offset:2px}
        form#filters{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:end;background:var(--panel);padding:10px;border-radius:6px}
        form#filters label{display:flex;flex-direction:column;font-size:.9rem}
        select,form#filters button{font:inherit;min-height:36px;padding:2px 6px;color:var(--text);background:var(--bg);border:1px solid var(--muted);border-radius:4px}
        #count{font-weight:600}
        .legend{margin:8px 0 16px}.legend ul{padding-left:0;list-style:none}.legend li{margin:4px 0}
        details.tables{margin:32px 0 16px;border-top:1px solid var(--rule);padding-top:8px}details.tables>summary{font-size:1.25rem;font-weight:700;cursor:pointer;padding:4px 0}
        .sw{display:inline-block;width:28px;height:14px;vertical-align:middle;margin-right:6px;border:2px solid transparent}
        .sw-box{border-color:var(--box);background:var(--box-fill)}.sw-lb{border:1px dashed var(--lb);border-bottom:2px solid var(--bl)}
        .sw-ink{background:var(--ink)}.sw-over{background:var(--over)}
        .sw-ghost{background:repeating-linear-gradient(45deg,var(--ghost) 0 3px,var(--bg) 3px 6px)}
        .finding{border:1px solid var(--rule);border-left:6px solid var(--rule);border-radius:6px;padding:12px;margin:0 0 14px}
        .finding.sev-error{border-left-color:var(--error-fg)}.finding.sev-warning{border-left-color:var(--warning-fg)}.finding.sev-note{border-left-color:var(--note-fg)}
        .badge{display:inline-block;padding:0 6px;border-radius:4px;font-size:.85rem;font-weight:700}
        .badge.sev-error{background:var(--error-bg);color:var(--error-fg)}.badge.sev-warning{background:var(--warning-bg);color:var(--warning-fg)}
        .badge.sev-note{background:var(--note-bg);color:var(--note-fg)}.badge.new{background:var(--new-bg);color:var(--new-fg)}
        .rule{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.95em}
        .msg{margin:4px 0 8px}
        .figs{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:12px 24px;align-items:start}.figs.pair+.figs.pair{margin-top:12px}
        figure{margin:0;min-width:0}figcaption{font-size:.9rem;color:var(--muted)}figcaption span{color:var(--text)}
        svg.draw{display:block;max-width:100%;height:auto;background:var(--bg)}
        svg.defs{position:absolute;width:0;height:0;overflow:hidden}
        .box{fill:var(--box-fill);stroke:var(--box);stroke-width:1.5px;vector-effect:non-scaling-stroke}
        .lb{fill:none;stroke:var(--lb);stroke-width:1px;stroke-dasharray:3 3;vector-effect:non-scaling-stroke}
        .bl{fill:none;stroke:var(--bl);stroke-width:1px;vector-effect:non-scaling-stroke}
        .ink{fill:var(--ink)}.over{fill:var(--over)}.ghost{fill:var(--ghost);opacity:.85}.lost{fill:var(--lost);opacity:.14}
        .edge-x{fill:none;stroke:var(--box);stroke-width:1px;stroke-dasharray:2 3;vector-effect:non-scaling-stroke}
        .nums{display:flex;flex-wrap:wrap;gap:4px 16px;margin:10px 0 6px;font-size:.9rem}.nums div{display:flex;gap:6px}
        .nums dt{color:var(--muted)}.nums dd{margin:0;font-variant-numeric:tabular-nums;font-weight:600}
        .sugg{margin:6px 0;background:var(--panel);padding:6px 10px;border-radius:4px}
        .loc{font-size:.85rem;margin:6px 0 0}
        .locales th,.locales td{min-width:4.5em}.locales .pick{font:inherit;font-weight:700;border:0;background:transparent;color:var(--link);cursor:pointer;min-height:32px;padding:0 4px;text-decoration:underline}
        .wireframe{margin:0 0 16px;border:1px solid var(--rule);border-radius:6px;padding:10px}.wireframe figcaption{margin-bottom:6px}
        .wpair{display:flex;flex-wrap:wrap;gap:12px 24px;align-items:flex-start}.wside{min-width:0;max-width:100%}.wcap{margin:2px 0 0;font-size:.85rem;color:var(--muted)}
        svg.wire{display:block;max-width:100%;height:auto;background:var(--bg)}
        .wc,.wv,.wt,.wi,.wk,.wf,.wm,.wx{vector-effect:non-scaling-stroke}
        .wc{fill:none;stroke:var(--lb);stroke-width:1px}.wv{fill:none;stroke:var(--rule);stroke-width:1px}
        .wt{fill:none;stroke:var(--box);stroke-width:1px}.wi{fill:var(--panel);stroke:var(--muted);stroke-width:1px}
        .wx{fill:none;stroke:var(--muted);stroke-width:.75px}.wk{fill:none;stroke:var(--muted);stroke-width:1.25px}
        .wu{stroke-dasharray:4 3}.wink{fill:var(--ink)}
        .wf{fill:var(--over);fill-opacity:.12;stroke:var(--over);stroke-width:2.5px;cursor:pointer}.wm{fill:none;stroke:var(--box);stroke-width:1.5px;stroke-dasharray:3 2}
        .onscreen{font-size:.9rem;margin:6px 0 0}
        @media (max-width:640px){body{font-size:15px}header,main{padding:0 10px}.finding{padding:10px}
        .figs{grid-template-columns:1fr}form#filters label{flex:1 1 40%}}
        .finding,.wireframe{content-visibility:auto;contain-intrinsic-size:auto 420px}
        @media print{form#filters,#count{display:none}.finding,.wireframe{content-visibility:visible}}
        """
    }

    /// Filters by locale, rule, severity, screen (and change): hides what does not match, keeps the choice
    /// in the address (#locale=th&rule=truncation) and lets the screen × locale cells set them.
    static let script = """
    (function(){
    function has(v,want){if(v===null||v===undefined)return true;if(Array.isArray(v))return v.indexOf(want)>=0;return v===want;}
    function pickers(form,apply){var b=document.querySelectorAll('.locales .pick'),i;for(i=0;i<b.length;i++){b[i].addEventListener('click',function(){
    form.reset();form.querySelector('select[name=locale]').value=this.getAttribute('data-locale');apply(true);
    document.getElementById('findings-h').scrollIntoView();});}}
    var data=document.getElementById('finding-data');if(!data)return;
    var form=document.getElementById('filters'),pages=document.getElementById('pages'),more=document.getElementById('more');
    var count=document.getElementById('count'),none=document.getElementById('none'),size=+pages.getAttribute('data-page-size');
    var d=JSON.parse(document.getElementById('finding-meta').textContent),dd=null,inline=null,names=['locale','rule','severity','screen','title','change','id'],selects=form.querySelectorAll('select');
    var total=0,matching=[],next=0,lastScreen=null,byID={},i0;form.hidden=false;
    for(i0=0;i0<d.meta.length;i0++){byID[d.meta[i0][6]]=i0;if(d.meta[i0][6].charAt(0)==='f')total++;}
    function D(){if(!dd)dd=JSON.parse(data.textContent);return dd;}
    function keep(){if(inline)return;inline={};var c=pages.children,i;for(i=0;i<c.length;i++){if(c[i].id)inline[c[i].id]=c[i].outerHTML;}}
    function H(i){var h=D().html[i];return h===''?(inline[d.meta[i][6]]||''):h;}
    function esc(t){return t.replace(/&/g,'&amp;').replace(/</g,'&lt;');}
    function page(){var out='',end=Math.min(next+size,matching.length),i,m;
    for(;next<end;next++){i=matching[next];m=d.meta[i];if(m[4]!==lastScreen){lastScreen=m[4];out+='<h3 class="screen-h">'+esc(m[4])+'</h3>';}out+=H(i);}
    pages.insertAdjacentHTML('beforeend',out);shared(pages);lazy(pages);more.hidden=next>=matching.length;}
    function shared(root){var ps=root.querySelectorAll('[data-sh]'),i;if(!ps.length)return;
    for(i=0;i<ps.length;i++){ps[i].outerHTML=D().shared[+ps[i].getAttribute('data-sh')].split('\\u00a7').join(ps[i].getAttribute('data-id'));}}
    function glyphs(root,cards){var gs=root.querySelectorAll(cards?'.finding g[data-g]':'g[data-g]'),i,j,e,x,y,out,parts;
    for(i=0;i<gs.length;i++){parts=gs[i].getAttribute('data-g').split(';');out='';x=0;y=0;
    for(j=0;j<parts.length;j++){if(!parts[j])continue;e=parts[j].split(',');x+=+e[1];if(e.length>2)y=+e[2];
    out+='<use href="#g'+e[0]+'" x="'+x+'"'+(y?' y="'+y+'"':'')+'/>';}
    gs[i].removeAttribute('data-g');gs[i].innerHTML=out;}}
    var io='IntersectionObserver' in window?new IntersectionObserver(function(es){for(var k=0;k<es.length;k++){
    if(es[k].isIntersecting){io.unobserve(es[k].target);glyphs(es[k].target);}}},{rootMargin:'600px'}):null;
    function lazy(root){if(!io){glyphs(root);return;}glyphs(root,true);var fs=root.querySelectorAll('.wireframe'),i;
    for(i=0;i<fs.length;i++){if(fs[i].querySelector('g[data-g]'))io.observe(fs[i]);}}
    function apply(store){var want={},h=[],i,k,ok,shown=0;
    for(i=0;i<selects.length;i++){if(selects[i].value){want[selects[i].name]=selects[i].value;h.push(selects[i].name+'='+encodeURIComponent(selects[i].value));}}
    matching=[];for(i=0;i<d.meta.length;i++){ok=true;for(k in want){if(!has(d.meta[i][names.indexOf(k)],want[k])){ok=false;break;}}if(ok){matching.push(i);if(d.meta[i][6].charAt(0)==='f')shown++;}}
    keep();if(io)io.disconnect();pages.textContent='';next=0;lastScreen=null;page();
    count.textContent=(shown===total?total:shown+' of '+total)+' finding'+(total===1?'':'s');none.hidden=shown>0;
    if(store){try{history.replaceState(null,'',h.length?'#'+h.join('&'):location.pathname+location.search);}catch(e){}}}
    function reveal(id){var at=byID[id],p;if(at===undefined)return false;p=matching.indexOf(at);
    if(p<0){for(var i=0;i<selects.length;i++)selects[i].value='';apply(true);p=matching.indexOf(at);}
    while(next<=p)page();var el=document.getElementById(id);if(el){el.scrollIntoView();return true;}return false;}
    document.addEventListener('click',function(e){var a=e.target.closest?e.target.closest('a[href^="#"]'):null,id;
    if(!a)return;id=a.getAttribute('href').slice(1);if(/^[fw]\\d+$/.test(id)&&!document.getElementById(id)){if(reveal(id))e.preventDefault();}});
    function fromHash(){var parts=location.hash.replace(/^#/,'').split('&'),i,kv,s;
    for(i=0;i<parts.length;i++){kv=parts[i].split('=');if(kv.length!==2)continue;s=form.querySelector('select[name="'+kv[0]+'"]');
    if(s){s.value=decodeURIComponent(kv[1]);if(s.selectedIndex<0)s.value='';}}}
    function all(){if(/(^|[#&])show=all(&|$)/.test(location.hash)){while(next<matching.length)page();}}
    for(var i=0;i<selects.length;i++){selects[i].addEventListener('change',function(){apply(true);});}
    form.addEventListener('reset',function(){setTimeout(function(){apply(true);},0);});
    more.addEventListener('click',page);
    if('IntersectionObserver' in window){new IntersectionObserver(function(e){if(e[0].isIntersecting&&!more.hidden)page();},{rootMargin:'800px'}).observe(more);}
    var cells=document.querySelectorAll('.grid button');
    for(i=0;i<cells.length;i++){cells[i].addEventListener('click',function(){
    form.reset();form.querySelector('select[name=screen]').value=this.getAttribute('data-screen');
    form.querySelector('select[name=locale]').value=this.getAttribute('data-locale');apply(true);
    document.getElementById('findings-h').scrollIntoView();form.querySelector('select').focus({preventScroll:true});});}
    pickers(form,apply);
    fromHash();var first=+pages.getAttribute('data-first')||0,filtered=false;for(i=0;i<selects.length;i++){if(selects[i].value)filtered=true;}
    if(first&&!filtered){for(i=0;i<d.meta.length;i++)matching.push(i);next=first;lastScreen=d.meta[first-1][4];lazy(pages);more.hidden=next>=matching.length;}
    else apply(false);
    all();window.addEventListener('hashchange',function(){if(location.hash.indexOf('=')<0)return;fromHash();apply(false);all();});
    })();
    (function(){
    if(document.getElementById('finding-data'))return;
    var form=document.getElementById('filters');if(!form)return;form.hidden=false;
    var selects=form.querySelectorAll('select'),items=document.querySelectorAll('.finding,.wireframe'),groups=document.querySelectorAll('.group');
    var count=document.getElementById('count'),none=document.getElementById('none'),total=document.querySelectorAll('.finding').length;
    function has(v,want){if(v===null)return true;return (' '+v+' ').indexOf(' '+want+' ')>=0||v===want;}
    function apply(store){var want={},shown=0,i,k,ok,h=[],attr;
    for(i=0;i<selects.length;i++){if(selects[i].value){want[selects[i].name]=selects[i].value;h.push(selects[i].name+'='+encodeURIComponent(selects[i].value));}}
    for(i=0;i<items.length;i++){ok=true;for(k in want){attr=items[i].getAttribute('data-'+k);
    if(k==='screen'?attr!==null&&attr.split('\\n').indexOf(want[k])<0:!has(attr,want[k])){ok=false;break;}}
    items[i].hidden=!ok;if(ok&&items[i].classList.contains('finding'))shown++;}
    for(i=0;i<groups.length;i++){groups[i].hidden=!groups[i].querySelector('.finding:not([hidden]),.wireframe:not([hidden])');}
    count.textContent=(shown===total?total:shown+' of '+total)+' finding'+(total===1?'':'s');none.hidden=shown>0||total===0;
    if(store){try{history.replaceState(null,'',h.length?'#'+h.join('&'):location.pathname+location.search);}catch(e){}}}
    function fromHash(){var parts=location.hash.replace(/^#/,'').split('&'),i,kv,s;
    for(i=0;i<parts.length;i++){kv=parts[i].split('=');if(kv.length!==2)continue;s=form.querySelector('select[name="'+kv[0]+'"]');
    if(s){s.value=decodeURIComponent(kv[1]);if(s.selectedIndex<0)s.value='';}}}
    for(var i=0;i<selects.length;i++){selects[i].addEventListener('change',function(){apply(true);});}
    form.addEventListener('reset',function(){setTimeout(function(){apply(true);},0);});
    var cells=document.querySelectorAll('.grid button');
    for(i=0;i<cells.length;i++){cells[i].addEventListener('click',function(){
    form.reset();form.querySelector('select[name=screen]').value=this.getAttribute('data-screen');
    form.querySelector('select[name=locale]').value=this.getAttribute('data-locale');apply(true);
    document.getElementById('findings-h').scrollIntoView();form.querySelector('select').focus({preventScroll:true});});}
    var b=document.querySelectorAll('.locales .pick');for(i=0;i<b.length;i++){b[i].addEventListener('click',function(){
    form.reset();form.querySelector('select[name=locale]').value=this.getAttribute('data-locale');apply(true);
    document.getElementById('findings-h').scrollIntoView();});}
    fromHash();apply(false);
    window.addEventListener('hashchange',function(){if(location.hash.indexOf('=')<0)return;fromHash();apply(false);});
    })();
    """
}
