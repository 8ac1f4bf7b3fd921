/** The bearer token the suite's server expects of the SMS provider's calls (playwright.config.ts). */
export const SMS_GATEWAY_TOKEN = 'suite-sms-gateway-token';
