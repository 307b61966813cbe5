declare module 'zipcodes';
