import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Albert Einstein", `
Lived in the 19th and 20th centuries.
Was born in Germany.
Worked in a patent office in Switzerland.
Played the violin for fun.
Moved to the United States in the 1930s.
Worked at Princeton.
Was offered the presidency of Israel and said no.
Won a Nobel Prize.
The Nobel was for the photoelectric effect.
A chemical element is named after him.
Warned President Roosevelt about the atomic bomb.
Had famously wild white hair.
A photo of him sticking out his tongue is famous.
His surname became another word for genius.
Said that imagination is more important than knowledge.
Came up with the theory of relativity.
His best-known equation links energy and mass.
E = mc².
The most famous physicist of the 20th century.
His first name is Albert.
`],
  ["Leonardo da Vinci", `
Lived more than 500 years ago.
Was born in Italy.
Was left-handed.
Wrote backwards, in mirror writing.
Studied anatomy by dissecting bodies.
Sketched flying machines.
Designed an armoured fighting vehicle.
Died in France, as a guest of the king.
Was a painter, sculptor, engineer and inventor.
The perfect example of a Renaissance man.
Drew the Vitruvian Man.
Painted The Last Supper.
His most famous painting hangs in the Louvre.
Painted a woman with a mysterious smile.
Painted the Mona Lisa.
One of the Teenage Mutant Ninja Turtles is named after him.
That turtle wears a blue mask and uses swords.
His name says where he came from.
Vinci is a town near Florence.
His first name is Leonardo.
`],
  ["William Shakespeare", `
Was born in England.
Lived in the 16th and 17th centuries.
Was born in Stratford-upon-Avon.
Married Anne Hathaway.
Was an actor before he was famous.
Worked at the Globe Theatre in London.
Invented many English words and phrases.
Wrote 154 sonnets.
Wrote comedies, tragedies and histories.
Wrote Macbeth.
Wrote Othello.
Wrote A Midsummer Night's Dream.
Wrote King Lear.
Wrote Hamlet.
To be, or not to be: that is the question.
Wrote Romeo and Juliet.
The most famous playwright in the world.
Known as the Bard of Avon.
English playwright of Romeo and Juliet.
His first name is William.
`],
  ["Isaac Newton", `
Was born in England.
Was born in the 17th century.
Was born on Christmas Day, by the calendar of the time.
Studied at Cambridge.
Ran the Royal Mint.
Was a Member of Parliament.
Secretly studied alchemy.
Invented calculus at about the same time as Leibniz.
Built a reflecting telescope.
Showed that white light is made of colours.
Used a prism to split sunlight.
Wrote the Principia.
Wrote down three laws of motion.
The unit of force is named after him.
Described universal gravitation.
An apple is said to have fallen near him.
The apple story explains his idea of gravity.
Said he saw further by standing on the shoulders of giants.
English physicist of gravity.
His first name is Isaac.
`],
  ["Marie Curie", `
Was born in Poland.
Lived in the 19th and 20th centuries.
Studied at a secret university.
Moved to Paris to study.
Was the first woman to teach at the Sorbonne.
Married a French scientist.
Her daughter also won a Nobel Prize.
Discovered two chemical elements.
Named an element after her home country.
Discovered polonium.
Discovered radium.
Studied radioactivity.
Drove mobile X-ray units in the First World War.
Was the first woman to win a Nobel Prize.
Won Nobel Prizes in two different sciences.
Won in physics and in chemistry.
Her notebooks are still radioactive.
Died from the effects of radiation.
Her maiden name was Skłodowska.
Her first name is Marie.
`],
  ["Napoleon Bonaparte", `
Was born on an island in the Mediterranean.
Was born on Corsica.
Lived in the 18th and 19th centuries.
Went to military school.
Was an artillery officer.
Rose to fame during the French Revolution.
Led a military campaign in Egypt.
Took power in a coup.
Created a civil code that influenced the world.
Crowned himself.
Was Emperor of the French.
Made the Portuguese royal family flee to Brazil.
Was beaten in Russia by the winter.
Was exiled to the island of Elba.
Escaped from Elba and ruled again for a hundred days.
Lost the Battle of Waterloo.
Died in exile on Saint Helena.
Is often painted with a hand inside his coat.
Had a reputation for being short.
French emperor.
`],
  ["Cleopatra", `
Lived before Christ.
Came from a family of Greek origin.
Spoke many languages.
Was the first of her family to speak the language of her people.
Ruled alongside her brothers.
Lived in Alexandria.
Belonged to the Ptolemaic dynasty.
Had a son with Julius Caesar.
Fell in love with Mark Antony.
Fought against Octavian.
Lost the Battle of Actium.
Is said to have died from a snake bite.
The snake is said to have been an asp.
Was famous for her beauty and intelligence.
Elizabeth Taylor played her in a film.
Appears in Asterix comics.
Was the last active ruler of ancient Egypt.
The most famous pharaoh who was a woman.
Queen of Egypt.
Queen loved by Julius Caesar and Mark Antony.
`],
  ["Abraham Lincoln", `
Was born in the United States.
Was born in 1809.
Was born in a log cabin.
Was mostly self-taught.
Worked as a rail splitter.
Became a lawyer.
Was very tall.
Wore a stovepipe hat.
Had a beard without a moustache.
Was nicknamed Honest Abe.
Led his country through a civil war.
Gave the Gettysburg Address.
Issued the Emancipation Proclamation.
Helped end slavery in his country.
Was shot at a theatre in 1865.
Appears on the five-dollar bill.
His face is carved on Mount Rushmore.
Has a huge memorial in Washington, D.C.
Was the 16th president of the United States.
His first name is Abraham.
`],
  ["Martin Luther King Jr.", `
Was born in the United States.
Was born in 1929.
Was born in Atlanta.
Was a Baptist minister.
Was the son of a minister.
Believed in non-violence.
Was inspired by Gandhi.
Led the Montgomery bus boycott.
Was arrested many times.
Wrote a famous letter from Birmingham Jail.
Led the March on Washington in 1963.
Spoke at the Lincoln Memorial.
Won the Nobel Peace Prize.
Was the youngest winner of that prize at the time.
Was assassinated in Memphis in 1968.
There is a national holiday in his honour in January.
Fought for civil rights in America.
Gave the I Have a Dream speech.
Is often known by his initials, MLK.
Civil rights leader named after a German reformer.
`],
  ["Nelson Mandela", `
Was born in South Africa.
Was born in 1918.
Came from a royal family of the Xhosa people.
Was a lawyer.
Fought against apartheid.
Was sentenced to life in prison.
Spent 27 years in prison.
Spent many years on Robben Island.
Was known by his clan name, Madiba.
Was released in 1990.
Won the Nobel Peace Prize.
Shared the prize with F. W. de Klerk.
Was his country's first Black president.
Used the 1995 Rugby World Cup to unite his country.
Morgan Freeman played him in Invictus.
The United Nations made his birthday an international day.
Wore colourful patterned shirts.
Said education is the most powerful weapon to change the world.
His first name is Nelson.
South African president who defeated apartheid.
`],
  ["Neil Armstrong", `
Was born in the United States.
Was born in 1930.
Got a pilot's licence before a driving licence.
Flew combat missions in the Korean War.
Was a test pilot of rocket planes.
Was an aeronautical engineer.
Became a NASA astronaut.
Flew on Gemini 8.
Was known for being calm and private.
Commanded Apollo 11.
Travelled with Buzz Aldrin and Michael Collins.
His lunar module was called Eagle.
Said: Houston, Tranquility Base here.
Landed in July 1969.
Was the first person to walk on the Moon.
His footprint is still up there.
Called it one small step for a man.
And one giant leap for mankind.
His first name is Neil.
American astronaut, first on the Moon.
`],
  ["Mozart", `
Was born in Austria.
Was born in 1756.
Was born in Salzburg.
Played for kings and queens as a small child.
Was composing at the age of five.
Toured Europe with his father and sister.
His father was a musician and teacher.
Died at only 35.
Wrote more than 600 works.
Wrote the opera The Magic Flute.
Wrote The Marriage of Figaro.
Wrote Don Giovanni.
Left a Requiem unfinished.
Wrote Eine kleine Nachtmusik.
The film Amadeus tells his story.
In the film, Salieri is jealous of him.
Chocolate balls from Salzburg carry his face.
The most famous composer of the Classical era.
His middle name is Amadeus.
His first name is Wolfgang.
`],
  ["Queen Elizabeth II", `
Was born in London.
Was born in 1926.
Was never expected to rule when she was born.
Her uncle gave up the throne.
Served as a mechanic in the Second World War.
Loved horses.
Loved corgis.
Married Prince Philip.
Had four children.
Was crowned in 1953.
Her coronation was shown on television.
Reigned for more than 70 years.
Celebrated a Platinum Jubilee.
Appeared in a sketch with James Bond at the 2012 Olympics.
Had tea with Paddington Bear in a video.
Her face was on coins and banknotes.
Died in 2022.
Her son became King Charles III.
The longest-reigning British monarch.
Britain's queen for seven decades.
`],
  ["Walt Disney", `
Was born in the United States.
Was born in 1901.
Grew up on a farm in Missouri.
Drove an ambulance in the First World War.
Worked in advertising.
Created a rabbit called Oswald.
Lost the rights to the rabbit.
Voiced his most famous character himself.
Won 22 Oscars.
Made the first full-length cel-animated feature film.
That film was Snow White and the Seven Dwarfs.
Created the Brazilian parrot José Carioca after visiting Brazil.
Produced Pinocchio, Fantasia and Bambi.
Opened a theme park in 1955.
His first park is in California.
Planned a huge park in Florida.
Created Donald Duck.
Created Mickey Mouse.
His name is on one of the biggest studios in the world.
His first name is Walt.
`],
  ["Charlie Chaplin", `
Was born in London.
Was born in 1889.
Had a very poor childhood.
Started acting as a child.
Made his career in the United States.
Was an actor, director, writer and composer.
Wrote the music for the song Smile.
Co-founded the United Artists studio.
Resisted talking pictures for a long time.
Made The Kid.
Made Modern Times, about factory life.
Made The Great Dictator, mocking Hitler.
Was not allowed back into the United States in the 1950s.
Returned to receive an honorary Oscar.
His character is the Tramp.
Wore a bowler hat and carried a cane.
Had a toothbrush moustache and huge shoes.
Walked with his feet turned out.
The biggest star of the silent film era.
His first name is Charlie.
`],
  ["Elvis Presley", `
Was born in the United States.
Was born in 1935.
Was born in Tupelo, Mississippi.
Had a twin brother who died at birth.
Drove a truck before he was famous.
Recorded at Sun Records.
Shocked parents with his hip movements.
Served in the US Army in Germany.
Made more than 30 films.
Lived at Graceland, in Memphis.
Sang Heartbreak Hotel.
Sang Hound Dog.
Sang Jailhouse Rock.
Wore white jumpsuits in Las Vegas.
Had big sideburns and a quiff.
Many people dress up as him in Las Vegas.
Has left the building.
Died in 1977.
Is called the King of Rock and Roll.
His first name is Elvis.
`],
  ["Pelé", `
Was born in the 20th century.
Was born in Brazil.
His birth name honours an American inventor.
Began his career as a teenager.
Played almost all his career for one club by the sea.
Ended his career in the United States.
Played for the New York Cosmos.
Was Brazil's Minister of Sport.
His father was also a footballer.
Wore the number 10 shirt.
Scored more than a thousand goals, by his club's count.
Became known by his nickname, not his name Edson.
Won three World Cups.
Was world champion at 17, in Sweden.
Starred at the 1970 World Cup in Mexico.
Santos FC was the club of his life.
Is called the King of Football.
Punched the air to celebrate goals.
Many call him the greatest footballer of all time.
Edson Arantes do Nascimento.
`],
  ["Vincent van Gogh", `
Was born in the Netherlands.
Lived in the 19th century.
Was a preacher before he was a painter.
Worked for an art dealer.
Wrote hundreds of letters to his brother.
His brother Theo supported him.
Painted for only about ten years.
Sold very few paintings in his lifetime.
Lived in Arles, in the south of France.
Shared a house with Paul Gauguin.
Painted many self-portraits.
Painted The Potato Eaters.
Loved painting wheat fields.
Painted Sunflowers.
Cut off part of his own ear.
Painted The Starry Night.
Painted with thick, swirling brushstrokes.
Has a museum in Amsterdam.
Dutch painter who cut off his ear.
His first name is Vincent.
`],
  ["Christopher Columbus", `
Lived in the 15th century.
Was a sailor.
Was probably born in Genoa, Italy.
Asked several kings for support.
Was funded by the King and Queen of Spain.
Wanted to reach Asia by sailing west.
Thought the Earth was smaller than it is.
Set sail in 1492.
Commanded three ships.
His ships were the Santa María, the Pinta and the Niña.
Landed in the Bahamas thinking he was in Asia.
Called the people he met Indians.
Made four voyages across the Atlantic.
Died believing he had reached Asia.
A South American country is named after him.
The US capital is in a district named after him.
Is said to have stood an egg on its end.
Is remembered as the man who reached the Americas in 1492.
Has a day named after him in October in the US.
Genoese sailor who reached America.
`],
  ["Thomas Edison", `
Was born in the United States.
Was born in 1847.
Was partly deaf.
Had only a few months of school.
Sold newspapers on trains as a boy.
Worked as a telegraph operator.
Set up a laboratory in Menlo Park.
Was called the Wizard of Menlo Park.
Held more than a thousand patents.
Invented the phonograph.
Recorded Mary Had a Little Lamb.
Worked on early film cameras.
Competed with Nikola Tesla.
Preferred direct current.
Founded what became General Electric.
Said genius is one percent inspiration and ninety-nine percent perspiration.
Tested thousands of materials for a filament.
Made a long-lasting light bulb.
Is often credited with inventing the light bulb.
His first name is Thomas.
`],
];

export const enPessoa = buildDeck("en", "pessoa", cards);
