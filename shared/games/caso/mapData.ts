/**
 * The "noite-24" map, transcribed verbatim from the grid and room list of RULES.md (CASO-G1). map.ts
 * parses and cross-checks both; the unit test checks them against RULES.md and asserts the walking-cost table.
 * Legend: `.` street, `#` blocked, uppercase room cell, lowercase door square, `1`/`2` portal cell.
 */
export const NOITE_24_GRID = `
1TTTTTT##BBBBBB##AAAAAA2
TTTTTTT..BBBBBB..AAAAAAA
TTTTTTT..BBBBBB..AAAAAAA
TTTTTTTt.BBBBBBb.AAAAAAA
TTTTTTT..BBBBBB..AAAAAAA
TTTTTTT..BBBBBB..AAAAAAA
TTTTTTT..b......aAAAAAAA
#.....t...............a#
#..c..............l....#
CCCCCC...PPPPPP...LLLLLL
CCCCCC...PPPPPP...LLLLLL
CCCCCC..pPPPPPP...LLLLLL
CCCCCC...PPPPPPp..LLLLLL
CCCCCC...PPPPPP...LLLLLL
CCCCCC...PPPPPP...LLLLLL
#....c..............l..#
#r...............k.....#
RRRRRRRr......f..KKKKKKK
RRRRRRR..FFFFFF..KKKKKKK
RRRRRRR..FFFFFF..KKKKKKK
RRRRRRR.fFFFFFF.kKKKKKKK
RRRRRRR..FFFFFF..KKKKKKK
RRRRRRR..FFFFFF..KKKKKKK
2RRRRRR##FFFFFF##KKKKKK1
`;

export const NOITE_24_ROOMS = {
  "id": "noite-24", "width": 24, "height": 24, "start": "praca",
  "rooms": [
    {"id": "praca", "name": "Praça", "letter": "P", "rect": [9, 9, 14, 14], "doors": [[8, 11], [15, 12]], "shared": true},
    {"id": "tattoo", "name": "Tattoo Studio", "letter": "T", "rect": [0, 0, 6, 6], "doors": [[7, 3], [6, 7]], "portal": {"mark": "1", "cell": [0, 0], "to": "karaoke"}},
    {"id": "boate", "name": "Boate", "letter": "B", "rect": [9, 0, 14, 5], "doors": [[9, 6], [15, 3]]},
    {"id": "academia", "name": "Academia", "letter": "A", "rect": [17, 0, 23, 6], "doors": [[16, 6], [22, 7]], "portal": {"mark": "2", "cell": [23, 0], "to": "arteclube"}},
    {"id": "lanchonete", "name": "Lanchonete", "letter": "L", "rect": [18, 9, 23, 14], "doors": [[18, 8], [20, 15]]},
    {"id": "karaoke", "name": "Karaokê", "letter": "K", "rect": [17, 17, 23, 23], "doors": [[17, 16], [16, 20]], "portal": {"mark": "1", "cell": [23, 23], "to": "tattoo"}},
    {"id": "fliperama", "name": "Fliperama", "letter": "F", "rect": [9, 18, 14, 23], "doors": [[14, 17], [8, 20]]},
    {"id": "arteclube", "name": "Arte Clube", "letter": "R", "rect": [0, 17, 6, 23], "doors": [[1, 16], [7, 17]], "portal": {"mark": "2", "cell": [0, 23], "to": "academia"}},
    {"id": "cinema", "name": "Cinema", "letter": "C", "rect": [0, 9, 5, 14], "doors": [[3, 8], [5, 15]]}
  ],
  "blocks": [[7, 0, 8, 0], [15, 0, 16, 0], [7, 23, 8, 23], [15, 23, 16, 23], [0, 7, 0, 8], [23, 15, 23, 16], [23, 7, 23, 8], [0, 15, 0, 16]]
} as const;
