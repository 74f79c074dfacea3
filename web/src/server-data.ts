/** Id of the JSON script element in which the server sends the data a page was rendered with. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';
