/** Telugu texts of the home page's own parts (namespace 'shell', key home). */
export const te = {
  home: {
    finder: {
      title: 'వాహనాన్ని కనుగొనండి',
      vehicle: 'వాహనం',
      verticals: { truck: 'ట్రక్కులు', bus: 'బస్సులు', 'three-wheeler': 'త్రీ-వీలర్లు' },
      searchAll: { truck: 'అన్ని ట్రక్కులను వెతకండి', bus: 'అన్ని బస్సులను వెతకండి', 'three-wheeler': 'అన్ని త్రీ-వీలర్లను వెతకండి' },
    },
  },
};
