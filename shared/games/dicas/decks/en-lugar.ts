import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Eiffel Tower", `
It is in Europe.
It is in a capital city.
It was built in the 19th century.
It was built for a World's Fair.
It was finished in 1889.
It marked the centenary of the French Revolution.
Many artists of the time thought it was ugly.
It was meant to be taken down after 20 years.
It was saved because it was useful as a radio antenna.
It was the tallest structure in the world for 40 years.
It is about 330 metres tall.
It is made of wrought iron.
It is repainted every seven years.
It has more than 1,600 steps.
At night it sparkles with thousands of lights.
It stands on the Champ de Mars.
It stands beside the River Seine.
It is the symbol of Paris.
It is named after the engineer whose company built it.
The iron tower of Paris.
`],
  ["Great Wall of China", `
It is in Asia.
It is very old.
It was built over many centuries.
Many dynasties worked on it.
Many workers died building it.
It was made of earth, stone and brick.
It has watchtowers.
Guards sent smoke signals from it.
It protected against peoples from the north.
It was meant to keep out the Mongols.
The best-known parts are from the Ming dynasty.
All its sections together are over 20,000 km long.
People say you can see it from space, but that is a myth.
It is one of the New Seven Wonders of the World.
A marathon is run along it.
Some sections are near Beijing.
It crosses mountains and deserts.
It is the longest structure ever built.
It is a World Heritage Site.
The great Chinese wall.
`],
  ["Pyramids of Giza", `
They are in Africa.
They are very old.
They are more than 4,500 years old.
There are three main ones.
They were built from huge stone blocks.
Nobody knows exactly how they were built.
They were tombs.
They were built for pharaohs.
The largest is the Pyramid of Khufu.
The others belong to Khafre and Menkaure.
The largest was the tallest building on Earth for thousands of years.
They are the only ancient wonder still standing.
The Sphinx is beside them.
They are in the desert.
They are near the River Nile.
They are on the edge of Cairo.
They are in Egypt.
Each has a square base and four triangular sides.
They are the most famous pyramids in the world.
The three great pyramids of Egypt.
`],
  ["Colosseum", `
It is in Europe.
It is very old.
It is almost two thousand years old.
It was built by emperors.
It opened with a hundred days of games.
It held around 50,000 spectators.
It had a huge awning for shade.
It had lifts for animals.
It had tunnels under the arena.
Wild animal hunts took place there.
Gladiators fought there.
Earthquakes brought part of it down.
Its stones were taken for other buildings.
It is one of the New Seven Wonders of the World.
It is an amphitheatre.
It is oval.
It appears in the film Gladiator.
It is in the centre of Rome.
It is the symbol of ancient Rome.
Its official name is the Flavian Amphitheatre.
`],
  ["Machu Picchu", `
It is in South America.
It is in the mountains.
It is almost 2,500 metres above sea level.
It was built in the 15th century.
The outside world forgot it for centuries.
An American explorer made it famous in 1911.
It has farming terraces.
Its stones fit together without mortar.
It has a Temple of the Sun.
Llamas wander around it.
It is in the Andes.
It is near Cusco.
You get there by train or on foot.
The Inca Trail takes four days.
The peak of Huayna Picchu appears in the photos.
It is one of the New Seven Wonders of the World.
It was built by the Incas.
It is in Peru.
Its name means old mountain.
The lost city of the Incas.
`],
  ["Statue of Liberty", `
It is in North America.
It is on an island.
It was a gift.
It was a gift from France.
It was unveiled in 1886.
It arrived in pieces, packed in crates.
Gustave Eiffel designed its inner frame.
It is made of copper.
It turned green over time.
It is 93 metres tall with its pedestal.
Visitors can climb up to the crown.
Its crown has seven rays.
It holds a torch.
It also holds a tablet with a date on it.
The date is July 4, 1776.
It welcomed immigrants arriving by ship.
It stands at the entrance to the harbour.
It is in New York.
It is a woman in a robe.
The great symbol of the United States.
`],
  ["Japan", `
It is in Asia.
It is a country.
It is made up of islands.
It has thousands of islands.
It has many earthquakes.
It has many volcanoes.
It has an emperor.
Its highest mountain is Fuji.
It has bullet trains.
Its cherry blossoms are famous.
It hosted the Olympics in 1964 and 2021.
Brazil has the largest community of its descendants outside it.
It invented karaoke.
It is the home of sushi.
It is the home of manga and anime.
Its capital is Tokyo.
Its flag is white with a red circle.
It is called the Land of the Rising Sun.
Pokémon and Mario come from there.
The country of sushi.
`],
  ["Australia", `
It is in the Southern Hemisphere.
It is a country.
It is also a continent.
Most of its interior is desert.
It has the Great Barrier Reef.
It has the rock called Uluru.
It has many venomous animals.
It has platypuses.
It has koalas.
It has kangaroos.
It was a British colony.
Britain once sent prisoners there.
Its first peoples are the Aboriginal peoples and Torres Strait Islanders.
The boomerang comes from there.
Its capital is Canberra.
Sydney has a famous Opera House.
It hosted the Olympics in 1956 and 2000.
Christmas there is in summer.
People call it Oz, or Down Under.
The country of kangaroos.
`],
  ["Antarctica", `
It is in the far south.
It is a continent.
It has no countries.
It is protected by a treaty.
Nobody lives there permanently.
Only scientists live there.
Brazil has a research station there.
It is the coldest place on Earth.
It has recorded almost minus 90 degrees.
It is the driest continent.
It is counted as the largest desert in the world.
It is almost completely covered in ice.
It holds most of the planet's fresh water.
It has months of daylight and months of night.
Whales and seals live around it.
It has emperor penguins.
The South Pole is there.
Roald Amundsen got to its pole first, in 1911.
It is the fifth-largest continent.
The frozen continent in the south.
`],
  ["Sahara Desert", `
It is in Africa.
It is huge.
It covers more than ten countries.
It is bigger than Brazil.
Thousands of years ago it was green.
It has a few oases.
It has sandstorms.
It is very hot during the day.
It can be cold at night.
It has giant dunes.
It has scorpions and vipers.
The Tuareg people live there.
Caravans cross it.
Camels and dromedaries cross it.
Its dust fertilises the Amazon.
It covers the north of Africa.
The Little Prince met the pilot there.
It is the largest hot desert in the world.
Its name means desert in Arabic.
The great African desert.
`],
  ["Mount Everest", `
It is in Asia.
It is natural.
It is very old, yet still growing.
It sits between two countries.
It sits between Nepal and China.
It is in the Himalayas.
Sherpas help people climb it.
Climbing it is very expensive.
There are queues of climbers near the top in May.
There is very little oxygen up there.
Expeditions have left rubbish on it.
It was first climbed in 1953.
Edmund Hillary and Tenzing Norgay reached the top.
It is about 8,850 metres high.
In Tibetan it is called Chomolungma.
It is named after a British surveyor.
Its summit is above the clouds.
It is the highest point on Earth.
Climbing it is every mountaineer's dream.
The tallest mountain in the world.
`],
  ["Venice", `
It is in Europe.
It is a city.
It is very old.
It was once a powerful republic.
It was a great sea-trading power.
Marco Polo was born there.
It is built in a lagoon.
It stands on wooden piles.
It is slowly sinking.
It suffers from high water.
It has a famous carnival with masks.
It has Saint Mark's Square.
It has the Rialto Bridge.
It has the Bridge of Sighs.
It has no cars.
Its streets are made of water.
It has the Grand Canal.
Its typical boats are gondolas.
It is in Italy.
The Italian city of canals.
`],
  ["London", `
It is in Europe.
It is a city.
It is very old.
It was founded by the Romans.
It had a great fire in 1666.
It has the oldest underground railway in the world.
Its underground is called the Tube.
It has red double-decker buses.
It has red telephone boxes.
It has a giant observation wheel by the river.
The River Thames runs through it.
It has Tower Bridge.
It has Buckingham Palace.
It has Big Ben.
It has hosted the Olympics three times.
Sherlock Holmes lived there, on Baker Street.
Harry Potter catches the train at King's Cross there.
Paddington Bear lives there.
It is the capital of England.
The capital of the United Kingdom.
`],
  ["Brazil", `
It is in South America.
It is a country.
It is very big.
It borders almost every country in its continent.
It was a Portuguese colony.
It was once an empire.
People there speak Portuguese.
Most of the Amazon rainforest is there.
It has the Pantanal wetlands.
It is the world's biggest coffee producer.
It has a famous carnival.
Samba and bossa nova come from there.
Its capital was built in the 1950s.
Its capital is Brasília.
Rio de Janeiro is there.
Christ the Redeemer stands there.
It has won the most football World Cups.
Pelé came from there.
Its flag is green and yellow with a blue globe.
The country of samba and football.
`],
  ["Amazon Rainforest", `
It is in South America.
It spreads over nine countries.
It is enormous.
It is a biome.
It rains a lot there.
Thousands of rivers cross it.
It has more species than anywhere else.
It has pink river dolphins.
It has giant water lilies.
It has Brazil nut trees and rubber trees.
It has jaguars, sloths and monkeys.
Many Indigenous peoples live there.
Deforestation threatens it.
People call it the lungs of the world.
Its flying rivers carry rain to other regions.
Most of it is in Brazil.
The city of Manaus is in the middle of it.
It is the largest tropical rainforest in the world.
It is named after legendary women warriors.
The great rainforest of South America.
`],
  ["Niagara Falls", `
It is in North America.
It is natural.
It is on a border.
It is between the United States and Canada.
It is near the city of Buffalo.
It is made of three parts.
The biggest part is the Horseshoe.
Its water flows between two Great Lakes.
It flows from Lake Erie to Lake Ontario.
It produces a lot of hydroelectric power.
People have gone over it in barrels.
A tightrope walker crossed it in 1859.
A boat called the Maid of the Mist takes visitors close.
Visitors wear plastic ponchos.
It is lit up in colours at night.
It is a classic honeymoon destination.
It partly froze in very cold winters.
It is one of the most famous waterfalls in the world.
Superman 2 has a scene there.
The great waterfalls on the US–Canada border.
`],
  ["Grand Canyon", `
It is in North America.
It is natural.
It is in a desert region.
It is in the United States.
It is in Arizona.
It is in a national park.
It took millions of years to form.
A river carved it.
The Colorado River flows at the bottom.
Its walls show layers of coloured rock.
It is about 1.8 km deep in places.
It is more than 400 km long.
There is a glass skywalk over its edge.
People hike down to the bottom and back.
Mules carry visitors down its trails.
People raft on the river below.
It turns red and orange at sunset.
It is one of the natural wonders of the world.
It is a gigantic gorge.
The huge canyon in Arizona.
`],
  ["Hollywood", `
It is in North America.
It is in the United States.
It is in California.
It is a neighbourhood.
It is part of Los Angeles.
It started as a small farming town.
Film studios moved there in the 1910s.
The sunny weather was good for filming.
Its sign stands on a hill.
Its sign has nine giant white letters.
It has a Walk of Fame with stars on the pavement.
It has a theatre where stars left handprints in cement.
The Oscars ceremony takes place there.
Many actors dream of making it there.
Its name is used for the whole American film industry.
Bollywood took part of its name from it.
Tourists take bus tours of celebrities' homes nearby.
It is the film capital of the world.
It is called Tinseltown.
The home of American movies.
`],
  ["Moon", `
It is in space.
It has no air.
It has no liquid water.
It has craters.
It has seas with no water.
It has mountains.
Its gravity is one sixth of ours.
It is covered in grey dust.
One of its days lasts about a month.
It always shows the same face to us.
It has a far side.
It causes the tides.
It has phases.
New, crescent, full and waning.
Twelve people have walked on it.
Neil Armstrong was the first to walk on it.
There are American flags on it.
Some people see a face on it, others a rabbit.
It goes around the Earth.
Earth's natural satellite.
`],
  ["Library", `
It is a place.
It is inside a building.
Every town should have one.
Most schools have one.
It is a quiet place.
People ask for silence inside.
It has tables for studying.
It has tall shelves.
It has a catalogue.
Someone looks after its collection.
It stamps a return date.
It is organised by subject.
You can borrow things there.
Returning things late can mean a fine.
The one in Alexandria was the most famous in the ancient world.
Hermione Granger loves spending time in one.
It has encyclopedias and dictionaries.
It has books.
You need a card to borrow.
The place where you borrow books.
`],
];

export const enLugar = buildDeck("en", "lugar", cards);
