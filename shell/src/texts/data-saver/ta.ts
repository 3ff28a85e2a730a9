/** Tamil texts of the header's data saver switch (namespace 'shell'): the only offline texts of the first screen. */
export const ta = {
  offline: {
    dataSaver: 'டேட்டா சேவர்',
    dataSaverOn: 'டேட்டா சேவர் இயக்கத்தில் உள்ளது: தட்டினால் மட்டுமே படங்கள் ஏறும்',
  },
};
