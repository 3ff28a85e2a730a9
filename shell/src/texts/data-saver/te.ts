/** Telugu texts of the header's data saver switch (namespace 'shell'): the only offline texts of the first screen. */
export const te = {
  offline: {
    dataSaver: 'డేటా సేవర్',
    dataSaverOn: 'డేటా సేవర్ ఆన్‌లో ఉంది: నొక్కినప్పుడే చిత్రాలు లోడ్ అవుతాయి',
  },
};
