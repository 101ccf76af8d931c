/**
 * Countries as ISO 3166-1 alpha-2 codes, from what the vendors send: Ashby's address country (a
 * name, "United States", or a code), and the free text of a place ("Berlin, Germany", "Remote -
 * Germany", "Remote (US)", an office's "Toronto, Ontario, Canada"). Text that names no country
 * gives none: nothing is guessed from a city or a region ("Seoul", "Remote - EMEA").
 *
 * A table rather than `Intl.DisplayNames` read backwards: constructing one costs 40 to 200 ms in
 * Chromium and Node (it loads the region names), once per visit of a source board, and the
 * deprecated codes it still names (`DD` Germany, `BU` Burma) would need a list of their own.
 */
import { foldText } from '../text-match.js';

/**
 * Each code, then its English name (Unicode CLDR's, folded as {@link nameKey} folds) and the
 * other names employers write, `/` between names, `|` between countries.
 */
const COUNTRIES =
  'ADandorra|AEunited arab emirates/uae|AFafghanistan|AGantigua and barbuda|AIanguilla|' +
  'ALalbania|AMarmenia|AOangola|AQantarctica|ARargentina|ASamerican samoa|ATaustria|' +
  'AUaustralia|AWaruba|AXaland islands|AZazerbaijan|BAbosnia and herzegovina|BBbarbados|' +
  'BDbangladesh|BEbelgium|BFburkina faso|BGbulgaria|BHbahrain|BIburundi|BJbenin|' +
  'BLst barthelemy|BMbermuda|BNbrunei|BObolivia|BQcaribbean netherlands|BRbrazil|' +
  'BSbahamas/the bahamas|BTbhutan|BVbouvet island|BWbotswana|BYbelarus|BZbelize|CAcanada|' +
  'CCcocos keeling islands|CDcongo kinshasa/democratic republic of the congo/dr congo|' +
  'CFcentral african republic|CGcongo brazzaville/republic of the congo|CHswitzerland|' +
  'CIcote divoire/ivory coast|CKcook islands|CLchile|CMcameroon|CNchina|COcolombia|' +
  'CRcosta rica|CUcuba|CVcape verde/cabo verde|CWcuracao|CXchristmas island|CYcyprus|' +
  'CZczechia/czech republic|DEgermany|DJdjibouti|DKdenmark|DMdominica|DOdominican republic|' +
  'DZalgeria|ECecuador|EEestonia|EGegypt|EHwestern sahara|EReritrea|ESspain|ETethiopia|' +
  'FIfinland|FJfiji|FKfalkland islands|FMmicronesia|FOfaroe islands|FRfrance|GAgabon|' +
  'GBunited kingdom/uk/great britain/england/scotland/wales/northern ireland|GDgrenada|' +
  'GEgeorgia|GFfrench guiana|GGguernsey|GHghana|GIgibraltar|GLgreenland|GMgambia/the gambia|' +
  'GNguinea|GPguadeloupe|GQequatorial guinea|GRgreece|' +
  'GSsouth georgia and south sandwich islands|GTguatemala|GUguam|GWguinea bissau|GYguyana|' +
  'HKhong kong sar china/hong kong|HMheard and mcdonald islands|HNhonduras|HRcroatia|HThaiti|' +
  'HUhungary|IDindonesia|IEireland|ILisrael|IMisle of man|INindia|' +
  'IObritish indian ocean territory|IQiraq|IRiran|ISiceland|ITitaly|JEjersey|JMjamaica|' +
  'JOjordan|JPjapan|KEkenya|KGkyrgyzstan|KHcambodia|KIkiribati|KMcomoros|KNst kitts and nevis|' +
  'KPnorth korea|KRsouth korea/korea/republic of korea|KWkuwait|KYcayman islands|KZkazakhstan|' +
  'LAlaos|LBlebanon|LCst lucia|LIliechtenstein|LKsri lanka|LRliberia|LSlesotho|LTlithuania|' +
  'LUluxembourg|LVlatvia|LYlibya|MAmorocco|MCmonaco|MDmoldova|MEmontenegro|MFst martin|' +
  'MGmadagascar|MHmarshall islands|MKnorth macedonia/macedonia|MLmali|' +
  'MMmyanmar burma/myanmar/burma|MNmongolia|MOmacao sar china/macao/macau|' +
  'MPnorthern mariana islands|MQmartinique|MRmauritania|MSmontserrat|MTmalta|MUmauritius|' +
  'MVmaldives|MWmalawi|MXmexico|MYmalaysia|MZmozambique|NAnamibia|NCnew caledonia|NEniger|' +
  'NFnorfolk island|NGnigeria|NInicaragua|NLnetherlands/the netherlands/holland|NOnorway|' +
  'NPnepal|NRnauru|NUniue|NZnew zealand|OMoman|PApanama|PEperu|PFfrench polynesia|' +
  'PGpapua new guinea|PHphilippines/the philippines|PKpakistan|PLpoland|' +
  'PMst pierre and miquelon|PNpitcairn islands|PRpuerto rico|' +
  'PSpalestinian territories/palestine|PTportugal|PWpalau|PYparaguay|QAqatar|REreunion|' +
  'ROromania|RSserbia|RUrussia/russian federation|RWrwanda|SAsaudi arabia|SBsolomon islands|' +
  'SCseychelles|SDsudan|SEsweden|SGsingapore|SHst helena|SIslovenia|SJsvalbard and jan mayen|' +
  'SKslovakia|SLsierra leone|SMsan marino|SNsenegal|SOsomalia|SRsuriname|SSsouth sudan|' +
  'STsao tome and principe|SVel salvador|SXsint maarten|SYsyria|SZeswatini/swaziland|' +
  'TCturks and caicos islands|TDchad|TFfrench southern territories|TGtogo|THthailand|' +
  'TJtajikistan|TKtokelau|TLtimor leste/east timor|TMturkmenistan|TNtunisia|TOtonga|' +
  'TRturkiye/turkey|TTtrinidad and tobago|TVtuvalu|TWtaiwan|TZtanzania|UAukraine|UGuganda|' +
  'UMus outlying islands|USunited states/usa/us/united states of america|UYuruguay|' +
  'UZuzbekistan|VAvatican city/holy see|VCst vincent and grenadines|VEvenezuela|' +
  'VGbritish virgin islands|VIus virgin islands|VNvietnam/viet nam|VUvanuatu|' +
  'WFwallis and futuna|WSsamoa|YEyemen|YTmayotte|ZAsouth africa|ZMzambia|ZWzimbabwe';

/** Folded name → code (each code maps to itself too); built on first use, once. */
let names: Map<string, string> | undefined;

function countryNames(): Map<string, string> {
  if (names) return names;
  names = new Map();
  for (const entry of COUNTRIES.split('|')) {
    const code = entry.slice(0, 2);
    names.set(code, code);
    for (const name of entry.slice(2).split('/')) names.set(name, code);
  }
  return names;
}

/**
 * A name as the table holds it: accents, case, dots, apostrophes and brackets away, `&` as "and",
 * dashes as spaces ("Côte d’Ivoire" → "cote divoire", "St. Lucia" → "st lucia").
 */
const nameKey = (name: string): string =>
  foldText(name).replace(/&/g, ' and ').replace(/[.'’()]/g, '').replace(/[\s-]+/g, ' ').trim();

/**
 * The code of a field that holds a country and nothing else (Ashby's `addressCountry`, Lever's
 * `country`): an assigned code in either case (`UK` as `GB`), or a name ("United States", "USA").
 */
export function countryCode(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) return code === 'UK' ? 'GB' : countryNames().get(code);
  return countryNames().get(nameKey(value));
}

/**
 * Names that are a country and, as often, a place within one: "Atlanta, Georgia" is in the US.
 * A field that holds only a country reads them; a place's text does not.
 */
const AMBIGUOUS = new Set(['georgia']);

/** A dash between spaces: "Remote - Germany", "Remote – Germany". */
const DASH = /\s[-–—]\s/;

/**
 * The country a place's free text names, read where place texts put it: the last comma-separated
 * part ("Berlin, Germany", "Toronto, Ontario, Canada"), in brackets ("Remote (US)"), or after a
 * dash ("Remote - Germany"). A two-letter part is no country ("Foster City, CA" is California),
 * except the "US" and "UK" employers write for them.
 */
export function countryInPlace(place: string): string | undefined {
  const last = place.slice(place.lastIndexOf(',') + 1);
  const bracketed = /\(([^()]*)\)/.exec(last);
  const rest = bracketed ? last.slice(0, bracketed.index) : last;
  for (const part of [bracketed?.[1], rest.split(DASH).at(-1)]) {
    if (part === undefined) continue;
    const key = nameKey(part);
    const code = AMBIGUOUS.has(key) ? undefined : countryNames().get(key);
    if (code !== undefined) return code;
  }
  return undefined;
}
