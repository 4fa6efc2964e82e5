/**
 * ISO 4217 currency codes (list one, as of 2025: XCG and ZWG included), checked wherever a
 * currency is typed or imported (accounts, the base currency, FX rates, broker files), so `ZZZ`
 * never becomes a currency (issue 29 item 7). Kept as a list rather than ICU's
 * Intl.supportedValuesOf('currency'), whose content changes with the Node build.
 *
 * Choices: codes withdrawn since the euro began (ISO 4217 list three) that the ECB's reference-rate
 * history (eurofxref-hist.csv: CYP, EEK, LTL, LVL, MTL, ROL, SIT, SKK, TRL) or a trader's older
 * statements (HRK, ANG, SLL, CUC, ZWL, VEF, MRO, STD, BYR) still carry stay accepted; the codes
 * that name no currency (XXX "no currency", XTS "testing") are refused.
 */
const ACTIVE =
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD ' +
  'CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP ' +
  'GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW ' +
  'KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN ' +
  'NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD ' +
  'SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW ' +
  'UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XUA YER ZAR ZMW ZWG';
/** Withdrawn, but still in rate histories and older statements. */
const RECENTLY_WITHDRAWN = 'ANG BYR CUC CYP EEK HRK LTL LVL MRO MTL ROL SIT SKK SLL STD TRL VEF ZWL';

const CODES: ReadonlySet<string> = new Set(`${ACTIVE} ${RECENTLY_WITHDRAWN}`.split(' '));

/** True for an ISO 4217 code, written in capitals as the standard does (callers upper-case typed input). */
export function isCurrencyCode(code: string): boolean {
  return CODES.has(code);
}

/** The message for a three-letter code that is not a currency. */
export function unknownCurrencyMessage(code: string): string {
  return `'${code}' is not an ISO 4217 currency code (e.g., USD, EUR)`;
}
