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
  ["Julius Caesar", `
Lived more than 2,000 years ago.
Was born in Rome.
Was kidnapped by pirates as a young man.
Later had those pirates caught and executed.
Was a general.
Conquered Gaul.
Wrote his own account of his wars.
Crossed the Rubicon with his army.
Said the die is cast.
Had a famous love affair with Cleopatra.
The month of July is named after him.
Came, saw and conquered, in his own words.
Was made dictator for life.
Was warned to beware the Ides of March.
Was stabbed to death in the Senate.
Among his killers was his friend Brutus.
Shakespeare wrote a play named after him.
A salad shares his name, but was not named after him.
His family name became a word for emperor.
Roman leader stabbed on the Ides of March.
`],
  ["Queen Victoria", `
Lived in the 19th century.
Was born in London.
Became queen at eighteen.
Married her cousin Albert.
Had nine children.
Her descendants married into royal families across Europe.
Was called the grandmother of Europe.
Wore black for forty years after her husband died.
Survived several assassination attempts.
Was also Empress of India.
Reigned for 63 years.
A whole era is named after her.
Lake Victoria and Victoria Falls are named after her.
A state of Australia is named after her.
Is said to have remarked: We are not amused.
A London railway station bears her name.
Her record reign was beaten by her great-great-granddaughter.
The Victoria Cross medal was created by her.
The queen who gave her name to the Victorian age.
British queen of the 19th century.
`],
  ["Winston Churchill", `
Lived in the 19th and 20th centuries.
Was born in a palace.
Was a soldier and a war reporter.
Escaped from a prisoner-of-war camp in South Africa.
Painted landscapes as a hobby.
Laid bricks as a hobby too.
Won the Nobel Prize in Literature.
Was rarely seen without a cigar.
Made the V for victory sign with his fingers.
His mother was American.
Was First Lord of the Admiralty in both world wars.
Offered nothing but blood, toil, tears and sweat.
Said: We shall fight on the beaches.
Was voted the greatest Briton of all time.
His face was put on a five-pound note.
Lost an election right after winning a war.
Was British Prime Minister twice.
Led Britain through the Second World War.
A bulldog is often used to picture him.
British Prime Minister during the Second World War.
`],
  ["Charles Darwin", `
Lived in the 19th century.
Was born in England.
Studied medicine but could not stand the sight of surgery.
Then studied to become a clergyman.
Collected beetles as a student.
Sailed around the world for five years.
His ship was HMS Beagle.
Visited the Galápagos Islands.
Studied the beaks of finches.
Married his cousin Emma.
Spent years studying earthworms and barnacles.
Waited twenty years to publish his big idea.
Wrote On the Origin of Species.
Was mocked in cartoons as an ape.
Is buried in Westminster Abbey.
His face was on the British ten-pound note.
Came up with natural selection.
Is linked to the phrase survival of the fittest.
The father of the theory of evolution.
Naturalist who explained evolution.
`],
  ["Jane Austen", `
Lived in the 18th and 19th centuries.
Was born in Hampshire, England.
Was the daughter of a clergyman.
Never married.
Accepted a proposal once and changed her mind the next morning.
Published her books anonymously, as by a lady.
Wrote at a tiny table in the sitting room.
Lived for a time in Bath.
Her novels are about love, money and marriage.
Died at 41.
Her face is on the ten-pound note.
Wrote Sense and Sensibility.
Wrote Emma.
Created the proud Mr Darcy.
Created the Bennet sisters.
Her novels are adapted again and again into films.
One of her books begins: It is a truth universally acknowledged.
Wrote Pride and Prejudice.
English novelist of the Regency era.
The author of Pride and Prejudice.
`],
  ["Charles Dickens", `
Lived in the 19th century.
Was born in Portsmouth, England.
Worked in a factory as a boy while his father was in debtors' prison.
Was a court reporter before he was a writer.
His novels first came out in monthly instalments.
Readers in New York waited at the docks for his next chapter.
Gave dramatic readings of his work to huge crowds.
Survived a train crash.
Created Ebenezer Scrooge.
Created Oliver Twist.
Created the Artful Dodger.
Wrote A Tale of Two Cities.
Wrote Great Expectations.
Wrote David Copperfield.
An adjective from his surname means poor and grim.
His Christmas story has three ghosts.
Wrote A Christmas Carol.
Is buried in Poets' Corner.
Victorian novelist of the London poor.
The author of Oliver Twist.
`],
  ["John Lennon", `
Lived in the 20th century.
Was born in Liverpool.
Was born during an air raid.
Was raised by his aunt Mimi.
Went to art school.
Wore round glasses.
Met his future bandmate at a church fête.
Said his band was more popular than Jesus.
Married a Japanese artist.
Stayed in bed for a week for peace.
Lived in New York in his last years.
Was shot outside the Dakota building.
A memorial in Central Park is named after one of his songs.
Liverpool's airport is named after him.
Wrote Imagine.
Sang Give Peace a Chance.
Wrote most of his band's songs with Paul McCartney.
His wife was Yoko Ono.
Was a member of the Beatles.
The Beatle who sang Imagine.
`],
  ["Michael Jackson", `
Lived in the 20th and 21st centuries.
Was born in Indiana, USA.
Was the eighth of ten children.
Started singing as a small child with his brothers.
Had a pet chimpanzee called Bubbles.
Lived on a ranch called Neverland.
Wore a single white glove.
Wore white socks with black shoes.
Danced as if gliding backwards.
That step is called the moonwalk.
Made a famous video full of zombies.
Made the best-selling album of all time.
That album is Thriller.
Sang Billie Jean.
Sang Beat It.
Sang Bad.
Was in the Jackson 5.
Sang We Are the World with other stars.
Is called the King of Pop.
Singer and dancer known as the King of Pop.
`],
  ["Marilyn Monroe", `
Lived in the 20th century.
Was born in Los Angeles.
Grew up in foster homes.
Her real name was Norma Jeane.
Worked in a factory during the war.
Was spotted by an army photographer.
Married a famous baseball player.
Married a famous playwright.
Starred in Some Like It Hot.
Starred in Gentlemen Prefer Blondes.
Sang that diamonds are a girl's best friend.
Her white dress blew up over a subway grate.
Sang Happy Birthday, Mr President.
Andy Warhol printed her face in bright colours.
Died at 36.
Had a beauty spot above her lip.
Had platinum-blonde hair.
Was the great blonde movie star of the 1950s.
Her initials are M. M.
Hollywood's most famous blonde.
`],
  ["Muhammad Ali", `
Lived in the 20th and 21st centuries.
Was born in Louisville, Kentucky.
Started his sport after his bicycle was stolen.
Won Olympic gold in Rome in 1960.
Changed his name after joining the Nation of Islam.
Was born Cassius Clay.
Refused to fight in the Vietnam War.
Was stripped of his title for it.
Lit the Olympic flame in Atlanta.
Had Parkinson's disease in later life.
Fought the Thrilla in Manila.
Fought the Rumble in the Jungle.
Called himself the Greatest.
Liked to predict the round he would win in.
Said he could float like a butterfly.
And sting like a bee.
Was heavyweight champion three times.
Was a boxer.
Sports Illustrated named him sportsman of the century.
The boxer called The Greatest.
`],
  ["Serena Williams", `
Was born in the 20th century.
Was born in Michigan, USA.
Grew up in Compton, California.
Was coached by her father.
Has four older sisters.
Has a fashion label.
Won a Grand Slam while pregnant.
Won four Olympic gold medals.
Played doubles with her sister.
Won Wimbledon seven times in singles.
Won 23 Grand Slam singles titles.
Was number one in the world for years.
Is famous for her powerful serve.
Her sister is Venus.
Plays with a racket.
Retired in 2022.
Is married to a co-founder of Reddit.
Is often called the greatest female tennis player.
One of the two Williams sisters.
Tennis champion and sister of Venus.
`],
  ["Usain Bolt", `
Was born in the 20th century.
Was born in Jamaica.
Grew up playing cricket and football.
Loves chicken nuggets.
Is very tall for his sport.
Was a latecomer off the starting blocks.
Won gold in Beijing, London and Rio.
Won eight Olympic gold medals.
Lost one medal because a teammate failed a drugs test.
Tried professional football after retiring.
His victory pose points to the sky like an arrow.
Holds the world record in the 200 metres.
Holds the world record in the 100 metres.
Ran 100 metres in 9.58 seconds.
Is called the fastest man in history.
His surname means a flash of lightning.
Is nicknamed Lightning.
Is a sprinter.
His surname fits how fast he is.
Jamaican sprinter with the lightning pose.
`],
  ["Steve Jobs", `
Lived in the 20th and 21st centuries.
Was born in San Francisco.
Was adopted as a baby.
Dropped out of college.
Studied calligraphy.
Travelled to India as a young man.
Started a company in a garage.
Was fired from the company he founded.
Came back years later to save it.
Bought the studio that made Toy Story.
Always wore a black turtleneck and jeans.
Introduced his products on stage with one more thing.
Launched the iPod.
Launched the iPhone.
Launched the iPad.
Co-founded his company with Steve Wozniak.
His company's logo is a bitten fruit.
Told graduates to stay hungry, stay foolish.
Co-founder of Apple.
The man in the black turtleneck who launched the iPhone.
`],
  ["Oprah Winfrey", `
Was born in the 20th century.
Was born in Mississippi.
Grew up in poverty.
Started in radio while still at school.
Was the youngest news anchor at her station.
Was nominated for an Oscar for The Color Purple.
Ran a book club that made books bestsellers.
Once gave a car to everyone in her audience.
Has her own TV network.
Is a billionaire.
Opened a girls' school in South Africa.
Received the Presidential Medal of Freedom.
Her talk show ran for 25 years.
Her first name was meant to be Orpah, from the Bible.
Her show was the top-rated talk show in America.
Is known by her first name alone.
Her production company, Harpo, is her name backwards.
You get a car! is her most famous line.
Is called the queen of talk shows.
America's most famous talk-show host.
`],
  ["Sherlock Holmes", `
Is not a real person.
Was created in the 19th century.
Was created by a Scottish doctor.
Lives in London.
Lives at 221B Baker Street.
Has a landlady, Mrs Hudson.
Plays the violin.
Wears a deerstalker hat.
Smokes a pipe.
Uses a magnifying glass.
His brother is Mycroft.
His enemy is Professor Moriarty.
Once fell from the Reichenbach Falls.
His creator had to bring him back to life.
Has been played by Benedict Cumberbatch.
His friend writes down his cases.
That friend is Dr Watson.
Solves crimes by deduction.
Is the most famous detective in fiction.
The detective of Baker Street.
`],
  ["Harry Potter", `
Is not a real person.
Was created in the 1990s.
Was created by a British author.
Lost his parents as a baby.
Grew up in a cupboard under the stairs.
Has green eyes.
Wears round glasses.
Has a scar shaped like a lightning bolt.
Has a pet owl called Hedwig.
Plays Quidditch as a Seeker.
His best friends are Ron and Hermione.
Was sorted into Gryffindor.
Studies at Hogwarts.
Is called the boy who lived.
His enemy is Voldemort.
Was played in films by Daniel Radcliffe.
Lives with the Dursleys.
Is a wizard.
His books were written by J. K. Rowling.
The boy wizard with the scar.
`],
  ["Amelia Earhart", `
Lived in the 20th century.
Was born in Kansas, USA.
Worked as a nurse's aide in the First World War.
Took her first flight in 1920.
Bought her first plane with her own savings.
Wore a leather jacket and cropped hair.
Designed her own line of clothes.
Was the first woman to fly solo across the Atlantic.
Set many altitude and speed records.
Helped found an organisation of women pilots.
Tried to fly around the world in 1937.
Her navigator was Fred Noonan.
Vanished over the Pacific Ocean.
Was never found.
Her disappearance is still a mystery.
Was nicknamed Lady Lindy.
Was an aviator.
Inspired generations of women pilots.
America's most famous woman pilot.
The pilot who vanished over the Pacific.
`],
  ["Galileo Galilei", `
Lived in the 16th and 17th centuries.
Was born in Pisa.
Studied medicine before mathematics.
Taught at the University of Padua.
Is said to have dropped balls from the Leaning Tower of Pisa.
Studied how pendulums swing.
Built his own telescopes.
Saw mountains on the Moon.
Discovered four moons of Jupiter.
Saw the phases of Venus.
Said the Earth goes round the Sun.
Was tried by the Inquisition.
Spent his last years under house arrest.
Is said to have muttered: And yet it moves.
A space probe to Jupiter was named after him.
Is known by his first name.
Queen sing his name in Bohemian Rhapsody.
Is called the father of modern science.
Italian astronomer with a telescope.
Italian scientist tried for saying the Earth moves.
`],
  ["Beyoncé", `
Was born in the 20th century.
Was born in Houston, Texas.
Won talent shows as a child.
Was the lead singer of a girl group.
That group was Destiny's Child.
Has an alter ego called Sasha Fierce.
Played in Dreamgirls.
Voiced Nala in The Lion King remake.
Is married to Jay-Z.
Her fans are called the Beyhive.
Sang Crazy in Love.
Sang Single Ladies.
Sang Halo.
Released the album Lemonade.
Has won more Grammys than anyone else.
Has performed at the Super Bowl.
Released a country album.
Is often called Queen B.
Is known by her first name alone.
American singer of Single Ladies.
`],
  ["Taylor Swift", `
Was born in the 20th century.
Was born in Pennsylvania, USA.
Grew up on a Christmas tree farm.
Moved to Nashville as a teenager.
Started out as a country singer.
Writes her own songs.
Her lucky number is 13.
Has cats named after TV detectives.
Re-recorded her old albums to own them.
Her fans are called Swifties.
Her fans swap friendship bracelets.
Her tour became the highest-grossing tour ever.
Fans dancing at her concert registered on a seismograph.
Sang Shake It Off.
Sang Love Story.
Sang Blank Space.
Has won Album of the Year four times.
Dates an American football player.
Her initials are T. S.
Pop star whose fans are Swifties.
`],
];

export const enPessoa = buildDeck("en", "pessoa", cards);
