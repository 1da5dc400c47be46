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
  ["Paris", `
It is in Europe.
It is a capital city.
It was once called Lutetia.
It has twenty districts that spiral out from the centre.
Its metro entrances are in Art Nouveau style.
Baron Haussmann rebuilt it with wide boulevards.
Its river has 37 bridges.
Lovers used to hang padlocks on one of its bridges.
It has a famous cemetery where Jim Morrison lies.
It has the Moulin Rouge.
It has the Arc de Triomphe.
It has the Champs-Élysées.
Its cathedral caught fire in 2019.
It has the Louvre.
The Mona Lisa hangs there.
It hosted the Olympic Games in 2024.
It stands on the Seine.
It is called the City of Light.
The capital of France.
Home of the Eiffel Tower.
`],
  ["New York City", `
It is in North America.
It is not its country's capital.
It was once called New Amsterdam.
The Dutch bought part of it.
It has five boroughs.
One of them is Brooklyn.
Its yellow taxis are famous.
Its subway runs all night.
Its streets are mostly numbered.
It has Central Park.
It has Broadway.
It has Wall Street.
It is home to the United Nations.
Frank Sinatra sang that if you can make it there, you can make it anywhere.
It is nicknamed the Big Apple.
It is called the city that never sleeps.
It has the Empire State Building.
The Statue of Liberty greets ships in its harbour.
The biggest city in the United States.
Its name starts with New.
`],
  ["Big Ben", `
It is in Europe.
It is in a capital city.
It was finished in 1859.
Its proper name is a bell.
The bell cracked soon after it was hung.
It was probably named after a man called Benjamin.
Its tower was renamed in 2012.
The tower is now called the Elizabeth Tower.
Its clock has four faces.
Its clock is adjusted with old penny coins.
It leans very slightly.
It kept chiming through the Blitz.
Its chimes ring in the New Year on the radio.
It stands by the Thames.
It is part of the Houses of Parliament.
It is next to Westminster Bridge.
It appears on countless postcards of London.
It bongs on the hour.
The most famous clock tower in the world.
The great bell of Westminster.
`],
  ["Stonehenge", `
It is in Europe.
It is in the countryside.
It is in Wiltshire, England.
It is about 5,000 years old.
Nobody knows for sure why it was built.
Some of its stones came from Wales.
Those stones travelled over 200 kilometres.
It is built of huge standing stones.
Some stones lie across the tops of others.
Those crossing stones are called lintels.
It lines up with the sunrise at midsummer.
Thousands gather there for the summer solstice.
Druids celebrate there.
It is a World Heritage Site.
Visitors may no longer touch the stones.
It is on Salisbury Plain.
It is a prehistoric monument.
It is Britain's most famous ancient site.
It is a ring of giant stones.
Prehistoric stone circle in England.
`],
  ["Taj Mahal", `
It is in Asia.
It is in the city of Agra.
It was finished in the 17th century.
Some 20,000 workers built it.
Elephants carried its materials.
It changes colour with the light of day.
It stands beside the Yamuna River.
It has four minarets.
Its minarets lean slightly outwards.
It has a great onion dome.
A long pool reflects it.
It is a tomb.
It is made of white marble.
It is covered in inlaid precious stones.
An emperor built it for his favourite wife.
The emperor was Shah Jahan.
His wife was Mumtaz.
It is called a monument to love.
It is one of the New Seven Wonders.
The white marble mausoleum of India.
`],
  ["Mount Fuji", `
It is in Asia.
It is on an island.
It is a volcano.
It last erupted in 1707.
It is snow-capped for much of the year.
Its shape is almost perfectly symmetrical.
It can be seen from Tokyo on a clear day.
Hokusai painted it in thirty-six views.
Pilgrims climbed it for centuries.
Its climbing season lasts only two summer months.
Hundreds of thousands reach its summit every year.
It has five lakes at its foot.
A famous forest grows at its base.
It is about 3,776 metres high.
It is sacred in the Shinto religion.
It is a World Heritage Site.
The bullet train passes close to it.
It is the highest mountain in Japan.
It is the symbol of Japan.
The snowy volcano near Tokyo.
`],
  ["Sydney Opera House", `
It is in the Southern Hemisphere.
It was finished in 1973.
It took fourteen years to build.
It cost about fourteen times its budget.
It was designed by a Danish architect.
The architect quit and never saw it finished.
Its design won an international competition.
Its roof is covered in more than a million tiles.
Its roof looks like sails.
Some say it looks like shells.
It stands on a point in a harbour.
It is next to a famous bridge.
Fireworks burst around it on New Year's Eve.
Its walls become a screen for light shows.
It is a World Heritage Site.
It has several theatres and concert halls.
It is a performing arts centre.
It is in Australia.
The most famous building in Australia.
Where opera is sung beside Sydney Harbour.
`],
  ["Las Vegas", `
It is in North America.
It is in the middle of a desert.
It is in Nevada.
It was founded in 1905.
The Hoover Dam is nearby.
Its name means the meadows in Spanish.
It glows with neon at night.
It has a copy of the Eiffel Tower.
It has a pyramid-shaped hotel.
Elvis played there hundreds of times.
Couples marry there in minutes.
An Elvis impersonator may marry you.
It is famous for its casinos.
Its main avenue is called the Strip.
People go there to gamble.
It is a city of shows and buffets.
It is called Sin City.
What happens there stays there.
The gambling capital of the world.
The city of casinos in the Nevada desert.
`],
  ["Hawaii", `
It is in the Pacific Ocean.
It is made of islands.
It is made of volcanoes.
One of its volcanoes is always erupting.
It was once a kingdom.
Captain Cook landed there in 1778.
It became a state in 1959.
Barack Obama was born there.
Pearl Harbor is there.
Its biggest city is Honolulu.
People greet you with aloha.
Visitors are given a garland of flowers.
That garland is called a lei.
Surfing was born there.
The hula is danced there.
A pizza with pineapple is named after it.
Waikiki is its famous beach.
It is the newest of the fifty states.
The only US state made of islands.
The US state of surf and aloha.
`],
  ["North Pole", `
It is in the Northern Hemisphere.
It is very cold.
It is dark for half the year.
It is light for the other half.
It has no land beneath it.
It sits on floating sea ice.
The ice there keeps moving.
Polar bears may wander near it.
Peary claimed to be the first to reach it.
A Russian submarine left a flag on the seabed there.
Every direction from it is south.
Every time zone meets there.
Compasses do not point exactly to it.
It is the top of the world.
It is at 90 degrees north.
The Earth's axis passes through it.
Father Christmas is said to live there.
Elves are said to make toys there.
It is at the centre of the Arctic.
The northernmost point of the Earth.
`],
  ["Disneyland", `
It is in North America.
It opened in 1955.
It is in Anaheim, California.
Its opening day was a near disaster.
Its creator lived in a flat above its fire station.
It has a Main Street.
It has a castle.
That castle belongs to Sleeping Beauty.
It has a Matterhorn.
It has the Haunted Mansion.
It has Pirates of the Caribbean.
It has Tomorrowland.
Mickey Mouse greets the visitors.
Fireworks light up the sky every night.
Its queues can be very long.
It calls itself the happiest place on Earth.
Copies of it were opened in Paris and Tokyo.
It is a theme park.
It was the first park built by Walt Disney.
The original Disney theme park.
`],
  ["Iceland", `
It is in Europe.
It is an island.
It is in the North Atlantic.
It sits on the Mid-Atlantic Ridge.
It has many volcanoes.
One of them stopped flights across Europe in 2010.
It has geysers.
The word geyser comes from there.
It has a famous Blue Lagoon.
The northern lights dance over it.
It has almost no trees.
It has no army.
It has one of the oldest parliaments in the world.
Vikings settled there.
Its people look up their family trees to avoid dating relatives.
It knocked England out of Euro 2016.
Its fans did the thunder clap.
Its capital is Reykjavík.
It is called the land of fire and ice.
Nordic island country of volcanoes and glaciers.
`],
  ["Mars", `
It is not on Earth.
It is in the solar system.
Its day lasts a little longer than ours.
It has seasons.
It has two small moons.
Its moons are Phobos and Deimos.
It has the biggest volcano in the solar system.
That volcano is Olympus Mons.
It has a canyon much larger than the Grand Canyon.
It has ice at its poles.
Its dust storms can cover the whole planet.
Robots drive around on it.
One of those robots is called Curiosity.
A small helicopter has flown there.
Astronomers once thought it had canals.
It is named after the Roman god of war.
A chocolate bar shares its name.
Elon Musk wants to send people there.
It is the fourth planet from the Sun.
The Red Planet.
`],
  ["Loch Ness", `
It is in Europe.
It is in the Highlands.
It is in Scotland.
It is long and narrow.
It is very deep.
It holds more fresh water than all the lakes of England and Wales together.
Its water is dark with peat.
It is part of the Caledonian Canal.
A ruined castle stands on its shore.
That castle is Urquhart Castle.
Sonar has searched it many times.
A famous photo of 1934 turned out to be a fake.
Visitors scan its surface with binoculars.
It is a loch.
A monster is said to live in it.
The monster is nicknamed Nessie.
Many believe the monster is a plesiosaur.
Scientists found lots of eel DNA in it.
Scotland's most famous lake.
Where Nessie lives.
`],
  ["Rio de Janeiro", `
It is in South America.
It was once its country's capital.
It was even the capital of Portugal for a while.
Its name means River of January.
There is no river there.
It has a huge forest inside the city.
It has a famous football stadium, the Maracanã.
It hosted the Olympic Games in 2016.
It has a famous cable car.
It has Sugarloaf Mountain.
It has Copacabana beach.
It has Ipanema beach.
A girl from one of its beaches inspired a famous bossa nova song.
It has a stadium for samba parades.
It is famous for its Carnival.
A giant statue of Christ watches over it.
Its people are called cariocas.
It is called the Marvellous City.
It is in Brazil.
The Brazilian city of Carnival and Christ the Redeemer.
`],
  ["Times Square", `
It is in North America.
It is in a big city.
It is not really a square.
It is shaped more like a bow tie.
It was once called Longacre Square.
It was named after a newspaper.
A sailor kissed a nurse there at the end of the war.
Its screens are lit day and night.
Its advertising screens are among the most expensive in the world.
The Naked Cowboy plays guitar there.
People dressed as cartoon characters pose there for tips.
It is at the heart of the theatre district.
It is near Broadway.
A ball drops there on New Year's Eve.
A million people watch the ball drop there.
It is in Manhattan.
It is called the crossroads of the world.
It is in New York.
The bright crossroads of Manhattan.
Where the ball drops on New Year's Eve in New York.
`],
  ["Mount Rushmore", `
It is in North America.
It is in South Dakota.
It is in the Black Hills.
The land is sacred to the Lakota people.
It was carved between 1927 and 1941.
It was carved mostly with dynamite.
Around 400 workers carved it.
Nobody died carving it.
There is a hidden room behind it.
A sculptor called Gutzon Borglum designed it.
It was meant to show the figures down to the waist.
Each face is about 18 metres high.
It shows four faces.
Washington is one of them.
Lincoln is another.
Jefferson and Theodore Roosevelt are the others.
Hitchcock filmed a chase across it.
It shows four American presidents.
It is a giant sculpture carved into a mountain.
The mountain of the presidents' faces.
`],
  ["Airport", `
It can be in any country.
It is usually outside the city.
It is a big building.
It has long corridors.
It has moving walkways.
It has shops with no tax.
It has a control tower.
It has runways.
It has gates with numbers.
It has a departures board.
You can only take small bottles of liquid through it.
You take off your belt and shoes there.
Your bag goes through a scanner there.
You check in there.
You go through passport control there.
Your suitcase may get lost there.
Heathrow is one.
JFK is one.
Planes take off and land there.
Where you catch a flight.
`],
  ["Cinema", `
It can be in any city.
It is dark inside.
It has rows of seats.
The seats face the same way.
It has a big screen.
It has a projector.
It smells of popcorn.
It sells fizzy drinks in huge cups.
You are asked to switch your phone off.
Trailers play before the main feature.
Some show films in 3D.
You may need special glasses there.
Some are drive-ins.
People throw popcorn there.
People cry there at the sad endings.
The Lumière brothers held one of the first shows.
You buy a ticket for a film there.
In America it is called a movie theater.
Also called the pictures.
Where you watch a film on the big screen.
`],
  ["Hospital", `
It can be in any town.
It is open day and night.
It is a big building.
It has long corridors.
It has lifts big enough for beds.
It smells of disinfectant.
It has a helicopter pad on some roofs.
Its visiting hours are limited.
It has wards.
It has an operating theatre.
It has a maternity ward.
Many people are born there.
You may wait for hours in its emergency room.
Ambulances arrive there with sirens.
Doctors work there.
Nurses work there.
Patients wear gowns there.
You go there when you break a leg.
Where the sick are treated.
Where doctors and nurses care for patients.
`],
];

export const enLugar = buildDeck("en", "lugar", cards);
