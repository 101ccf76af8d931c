/**
 * The XSS corpus: strings an attacker who controls the ATS data (or a link to the career page)
 * could put into any field the board shows. Every payload that could run tries to leave a trace
 * the tests can see: it sets the global canary `__xss` (on `top`, `parent` or `window`) or calls
 * `alert`/`confirm`/`prompt`, which the tests replace with spies.
 *
 * Sources: the OWASP XSS Filter Evasion Cheat Sheet, PortSwigger's XSS cheat sheet, and the
 * published DOMPurify bypasses (mXSS through MathML/SVG namespace confusion, 2019-2020).
 */

export type PayloadCategory =
  | 'script tag'
  | 'event handler'
  | 'javascript: URL'
  | 'data: URL'
  | 'SVG'
  | 'MathML'
  | 'broken markup / mXSS'
  | 'encoded'
  | 'template / clobbering';

export interface Payload {
  category: PayloadCategory;
  text: string;
}

const corpus: [PayloadCategory, string[]][] = [
  [
    'script tag',
    [
      '<script>top.__xss=1</script>',
      '<script>alert(2)</script>',
      '<SCRIPT SRC=//xss.invalid/x.js></SCRIPT>',
      '<scr<script>ipt>top.__xss=4</scr</script>ipt>',
      '"><script>top.__xss=5</script>',
      '</title><script>top.__xss=6</script>',
      '<script type="module">top.__xss=7</script>',
      '<<script>script>top.__xss=8<</script>/script>',
      "'-alert(9)-'",
      '</script><script>top.__xss=10</script>',
    ],
  ],
  [
    'event handler',
    [
      '<img src=x onerror="top.__xss=11">',
      '<img src="x" onerror=alert(12)>',
      '<svg onload="top.__xss=13">',
      '<body onload=top.__xss=14>',
      '<details open ontoggle="top.__xss=15">',
      '<video><source onerror="top.__xss=16"></video>',
      '<audio src=x onerror=top.__xss=17>',
      '<input autofocus onfocus=top.__xss=18>',
      '<div onmouseover="top.__xss=19">hover</div>',
      '<marquee onstart=top.__xss=20>x</marquee>',
      '<iframe onload=top.__xss=21></iframe>',
      '" onmouseover="top.__xss=22',
      "' autofocus onfocus='top.__xss=23",
      '<img src=x:x onerror=top.__xss=24//',
      '<select autofocus onfocus=top.__xss=25>',
      '<textarea autofocus onfocus=top.__xss=26></textarea>',
      '<link rel=stylesheet href=x onerror=top.__xss=27>',
      '<img src=x oNeRrOr=top.__xss=28>',
      '<img/src/onerror=top.__xss=29>',
      '<p onclick=top.__xss=30 id=x30>click</p>',
    ],
  ],
  [
    'javascript: URL',
    [
      'javascript:top.__xss=31',
      'JaVaScRiPt:alert(32)',
      '  javascript:alert(33)',
      'java\tscript:alert(34)',
      'java\nscript:top.__xss=35',
      '\u0001javascript:alert(36)',
      'javascript&colon;alert(37)',
      '<a href="javascript:top.__xss=38">click</a>',
      '<a href="&#x6A;avascript:alert(39)">x</a>',
      '<a href=" javascript:alert(40)">x</a>',
      '<iframe src="javascript:top.__xss=41"></iframe>',
      '<form action="javascript:top.__xss=42"><button>x</button></form>',
      '<button formaction="javascript:top.__xss=43">x</button>',
      '<a href="vbscript:msgbox(44)">x</a>',
      'javascript://%0Atop.__xss=45',
      '<a href="jav&#x09;ascript:top.__xss=46">x</a>',
      '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058top.__xss=47">x</a>',
    ],
  ],
  [
    'data: URL',
    [
      'data:text/html,<script>top.__xss=48</script>',
      'data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9NDk8L3NjcmlwdD4=',
      '<a href="data:text/html,<script>alert(50)</script>">x</a>',
      '<iframe src="data:text/html,<script>parent.__xss=51</script>"></iframe>',
      '<object data="data:text/html,<script>parent.__xss=52</script>"></object>',
      '<embed src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22parent.__xss=53%22/>">',
      '<script src="data:text/javascript,top.__xss=54"></script>',
      '<a href="DATA:text/html;base64,PHNjcmlwdD5hbGVydCg1NSk8L3NjcmlwdD4=">x</a>',
      '<img src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22top.__xss=109%22/>">',
    ],
  ],
  [
    'SVG',
    [
      '<svg><script>top.__xss=56</script></svg>',
      '<svg><a xlink:href="javascript:top.__xss=57"><text x="20" y="20">x</text></a></svg>',
      '<svg><animate onbegin=top.__xss=58 attributeName=x dur=1s></svg>',
      '<svg><a><animate attributeName="href" values="javascript:top.__xss=59"/><text x="20" y="20">x</text></a></svg>',
      '<svg><set attributeName="onload" to="top.__xss=60"/></svg>',
      '<svg><foreignObject><img src=x onerror=top.__xss=61></foreignObject></svg>',
      '<svg><style><img src=x onerror=top.__xss=62></style></svg>',
      '<svg><use href="data:image/svg+xml,<svg id=%22x%22 xmlns=%22http://www.w3.org/2000/svg%22><image href=%221%22 onerror=%22top.__xss=63%22/></svg>#x"/></svg>',
      '<svg><image href="x" onerror="top.__xss=64"/></svg>',
    ],
  ],
  [
    'MathML',
    [
      '<math><mtext><table><mglyph><style><img src=x onerror=top.__xss=65>',
      '<math><maction actiontype="statusline" xlink:href="javascript:top.__xss=66">x</maction></math>',
      '<math href="javascript:top.__xss=67"><mi>x</mi></math>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=top.__xss=68>',
      '<math><mi xlink:href="data:x,<script>top.__xss=69</script>">x</mi></math>',
      '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=top.__xss=70>">',
    ],
  ],
  [
    'broken markup / mXSS',
    [
      '<noscript><p title="</noscript><img src=x onerror=top.__xss=71>">',
      '<!--<img src="--><img src=x onerror=top.__xss=72//">',
      '<title><img src=x onerror=top.__xss=73></title>',
      '<textarea><img src=x onerror=top.__xss=74></textarea>',
      '<xmp><img src=x onerror=top.__xss=75></xmp>',
      '<img src=x onerror=top.__xss=76',
      '<a href="javascript:top.__xss=77"',
      '<![CDATA[<img src=x onerror=top.__xss=78>]]>',
      '<template><img src=x onerror=top.__xss=79></template>',
      '<svg></p><style><a id="</style><img src=1 onerror=top.__xss=80>">',
      '<table><td><img src=x onerror=top.__xss=81></td></table>',
      '<meta http-equiv="refresh" content="0;url=javascript:top.__xss=82">',
      '<base href="javascript:top.__xss=83//">',
      '<iframe srcdoc="<script>parent.__xss=84</script>"></iframe>',
      '<object data="javascript:top.__xss=85"></object>',
      '<embed src="javascript:top.__xss=86">',
      '<style>@import "javascript:top.__xss=87";</style>',
      '<p style="background:url(javascript:top.__xss=88)">x</p>',
      '<div/onmouseover=top.__xss=89>x</div>',
      '<img """><script>top.__xss=90</script>">',
    ],
  ],
  [
    'encoded',
    [
      '&lt;img src=x onerror=top.__xss=91&gt;',
      '&lt;script&gt;top.__xss=92&lt;/script&gt;',
      '%3Cscript%3Etop.__xss=93%3C/script%3E',
      '&#60;img src=x onerror=top.__xss=94&#62;',
      '&amp;lt;img src=x onerror=top.__xss=95&amp;gt;',
      '<img src=x onerror=&#116;op.__xss=96>',
      '\uFF1Cscript\uFF1Etop.__xss=97\uFF1C/script\uFF1E',
      '+ADw-script+AD4-top.__xss=98+ADw-/script+AD4-',
      '<IMG SRC=JaVaScRiPt:top.__xss=99>',
      '<a href="javas&#99;ript:top.__xss=100">x</a>',
      '&lt;a href=&quot;javascript:top.__xss=101&quot;&gt;x&lt;/a&gt;',
      '\\u003cimg src=x onerror=top.__xss=102\\u003e',
    ],
  ],
  [
    'template / clobbering',
    [
      '${top.__xss=103}',
      "{{constructor.constructor('top.__xss=104')()}}",
      '<img name="__xss" id="__xss" src="x">',
      '<form id="__xss"><input name="attributes"></form>',
      '<a id="__xss" href="https://xss.invalid/">x</a>',
      '<?xml-stylesheet href="javascript:top.__xss=108"?>',
    ],
  ],
];

export const PAYLOADS: readonly Payload[] = corpus.flatMap(([category, texts]) => texts.map((text) => ({ category, text })));

export const CATEGORY_COUNTS: Readonly<Record<string, number>> = Object.fromEntries(
  corpus.map(([category, texts]) => [category, texts.length]),
);
