/** The 360° view's words, te: part of namespace "catalogue" (key view360). */
export const te = {
  view360: {
    title: '360° వీక్షణ',
    hint: 'వాహనాన్ని తిప్పడానికి లాగండి లేదా బాణం కీలను ఉపయోగించండి.',
    label: '{{name}} 360° వీక్షణ, ఫ్రేమ్ {{n}} / {{count}}',
  },
};
