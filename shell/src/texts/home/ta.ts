/** Tamil texts of the home page's own parts (namespace 'shell', key home). */
export const ta = {
  home: {
    finder: {
      title: 'வாகனத்தைக் கண்டறியுங்கள்',
      vehicle: 'வாகனம்',
      verticals: { truck: 'லாரிகள்', bus: 'பேருந்துகள்', 'three-wheeler': 'மூன்று சக்கர வாகனங்கள்' },
      searchAll: { truck: 'அனைத்து லாரிகளையும் தேடுங்கள்', bus: 'அனைத்து பேருந்துகளையும் தேடுங்கள்', 'three-wheeler': 'அனைத்து மூன்று சக்கர வாகனங்களையும் தேடுங்கள்' },
    },
  },
};
