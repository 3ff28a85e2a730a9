import { MESSAGES } from '@cvb/validation';
import { EMI_INPUT_MESSAGES } from '../../emi/emi-input';

/** English texts of `emiTexts`. */
export const en = {
  emi: {
    title: {
      truck: 'Truck EMI calculator',
      bus: 'Bus EMI calculator',
      'three-wheeler': 'Three-wheeler EMI calculator',
      tractor: 'Tractor loan EMI calculator',
      infra: 'Construction equipment EMI calculator',
    },
    lead: 'Work out the monthly instalment of a vehicle loan. Pick a model to start from its ex-showroom price, or enter your own amounts.',
    leadOf: {
      tractor:
        "Work out the instalment of a tractor loan. Banks lend farmers up to about 80% of a tractor's price; pick a model to start from its ex-showroom price, or enter your own amounts.",
      infra:
        'Work out the monthly instalment of a construction equipment loan. Pick a machine to start from its ex-showroom price, or enter your own amounts.',
    },
    noteOf: {
      tractor:
        'Farm loans are often repaid every six months or once a year, after the harvest. The monthly EMI here is the same cost spread over each month.',
    },
    vehicle: 'Vehicle',
    pickModel: 'Pick a brand and model to fill in its price, or enter the amounts yourself.',
    modelPrice: 'Ex-showroom price of {{name}}: {{price}}',
    priceNotAvailable: 'Price Not Available',
    loanDetails: 'Loan details',
    loanAmount: 'Loan amount (₹)',
    downPayment: 'Down payment (₹)',
    interestRate: 'Interest rate (% a year)',
    tenure: 'Loan period',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    result: 'Your EMI',
    monthlyEmi: 'Monthly EMI',
    principal: 'Principal (loan amount − down payment)',
    totalInterest: 'Total interest',
    totalAmount: 'Total amount payable',
    principalShort: 'Principal',
    interestShort: 'Interest',
    split:
      'Principal {{principal}} ({{principalPercent}}%) and interest {{interest}} ({{interestPercent}}%) of the total amount payable',
    enterAmount: 'Enter a loan amount to see the EMI.',
    fixErrors: 'Correct the fields marked above to see the EMI.',
    footnote:
      'EMI calculated at {{rate}}% interest over {{years}} years. EMI is rounded to the nearest rupee and excludes processing and file fees.',
    errors: {
      required: MESSAGES.enterAnyValue,
      notNumeric: 'Enter digits only, with an optional minus sign and decimal point.',
      rateTooHigh: 'Interest rate must be 50% or less.',
      ...EMI_INPUT_MESSAGES,
    },
  },
};
