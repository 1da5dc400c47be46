import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Pelé", `
Nasceu no século XX.
Nasceu em Minas Gerais.
Seu nome de batismo homenageia um inventor americano.
Começou a carreira ainda adolescente.
Jogou por um clube do litoral paulista quase a vida toda.
Encerrou a carreira nos Estados Unidos.
Jogou no New York Cosmos.
Foi ministro dos Esportes do Brasil.
Seu pai também era jogador.
Usava a camisa 10.
Marcou mais de mil gols, segundo as contas do seu clube.
Ficou conhecido pelo apelido, não pelo nome Edson.
Ganhou três Copas do Mundo.
Foi campeão mundial com apenas 17 anos, na Suécia.
Brilhou na Copa de 1970, no México.
O Santos é o clube da sua vida.
É chamado de Rei do Futebol.
Seu milésimo gol foi de pênalti, no Maracanã.
Comemorava gols com um soco no ar.
Edson Arantes do Nascimento.
`],
  ["Albert Einstein", `
Viveu entre os séculos XIX e XX.
Nasceu na Alemanha.
Trabalhou num escritório de patentes.
Tocava violino por prazer.
Mudou-se para os Estados Unidos fugindo do nazismo.
Recusou o convite para ser presidente de Israel.
Ganhou um Prêmio Nobel.
O Nobel veio pelo efeito fotoelétrico.
Esteve no Brasil, em 1925.
Um elemento químico leva o seu nome.
Escreveu uma carta ao presidente americano sobre a bomba atômica.
É lembrado pelos cabelos brancos e despenteados.
Há uma foto famosa dele mostrando a língua.
Seu sobrenome virou sinônimo de gênio.
Criou a teoria da relatividade.
Sua fórmula mais famosa liga energia e massa.
E = mc².
Físico mais famoso do século XX.
Seu primeiro nome é Albert.
O sobrenome significa uma pedra, em alemão.
`],
  ["Santos Dumont", `
Nasceu no século XIX.
Nasceu em Minas Gerais, numa fazenda.
Era filho de um engenheiro produtor de café.
Viveu boa parte da vida em Paris.
Era baixinho e elegante.
Ajudou a popularizar o relógio de pulso.
Um amigo joalheiro criou um relógio para ele.
Voou em balões e dirigíveis.
Contornou a Torre Eiffel num dirigível.
Não quis patentear as suas invenções.
Dá nome a um aeroporto no Rio de Janeiro.
Sua casa em Petrópolis se chama A Encantada.
O 14-bis é sua criação mais famosa.
Voou com o 14-bis em Paris, em 1906.
Também criou o avião Demoiselle.
É chamado de Pai da Aviação.
Os brasileiros defendem que ele inventou o avião.
Disputa com os irmãos Wright o título de primeiro a voar.
Seu primeiro nome era Alberto.
Santos é parte do seu sobrenome.
`],
  ["Leonardo da Vinci", `
Viveu há mais de 500 anos.
Nasceu na Itália.
Era canhoto.
Escrevia ao contrário, como num espelho.
Estudou anatomia dissecando corpos.
Desenhou máquinas voadoras.
Projetou um tanque de guerra.
Morreu na França, protegido pelo rei.
Foi pintor, escultor, engenheiro e inventor.
É o maior exemplo de homem do Renascimento.
Desenhou o Homem Vitruviano.
Pintou A Última Ceia.
Seu quadro mais famoso está no Louvre.
Pintou uma mulher de sorriso misterioso.
É o autor da Mona Lisa.
Nome de uma das Tartarugas Ninja.
A tartaruga com espadas e máscara azul.
Seu nome vem da cidade onde nasceu.
Vinci é uma cidade perto de Florença.
Leonardo é seu primeiro nome.
`],
  ["Tiradentes", `
Viveu no século XVIII.
Nasceu em Minas Gerais.
Foi tropeiro e minerador.
Foi alferes, um posto militar.
Participou de uma conspiração contra Portugal.
O movimento reclamava dos impostos sobre o ouro.
A revolta foi denunciada por um traidor.
Joaquim Silvério dos Reis o traiu.
Foi o único condenado à morte do movimento.
Foi enforcado no Rio de Janeiro.
Seu corpo foi esquartejado e exposto.
Morreu em 21 de abril de 1792.
O dia de sua morte é feriado nacional.
É o patrono cívico do Brasil.
Liderou a Inconfidência Mineira.
Uma cidade mineira tem o seu apelido como nome.
Fazia trabalhos de dentista.
É retratado de barba e cabelos longos.
Seu nome era Joaquim José da Silva Xavier.
Seu apelido vem de arrancar dentes.
`],
  ["Dom Pedro I", `
Nasceu em Portugal.
Chegou ao Brasil ainda criança.
Veio com a família real fugindo de Napoleão.
Era filho de Dom João VI.
Casou-se com a princesa Leopoldina.
Tinha fama de namorador.
Compunha músicas.
Escreveu a melodia do Hino da Independência.
Ficou no Brasil quando o pai voltou a Portugal.
Disse que ficaria no Dia do Fico.
Estava às margens do Ipiranga num 7 de setembro.
Gritou Independência ou Morte.
Foi o primeiro imperador do Brasil.
Abdicou do trono em 1831.
Deixou o filho de cinco anos como herdeiro.
Também foi rei de Portugal como Pedro IV.
Seu coração está guardado na cidade do Porto.
Seu filho foi o segundo imperador.
Seu filho governou o Brasil por quase 50 anos.
Proclamou a independência do Brasil.
`],
  ["Princesa Isabel", `
Nasceu no Rio de Janeiro.
Viveu no século XIX.
Era filha de um imperador.
Casou-se com um nobre francês, o Conde d'Eu.
Governou o Brasil algumas vezes.
Governava quando o pai viajava ao exterior.
Era herdeira do trono brasileiro.
Assinou a Lei do Ventre Livre.
Ficou conhecida como A Redentora.
Assinou uma lei com uma pena de ouro.
A lei tinha só dois artigos.
Assinou a lei em 13 de maio de 1888.
Assinou a Lei Áurea.
A lei acabou com a escravidão no Brasil.
Foi exilada com a família após a República.
Morreu na França.
Era filha de Dom Pedro II.
Neta de Dom Pedro I.
Era princesa imperial do Brasil.
Seu nome é o mesmo de uma rainha espanhola famosa.
`],
  ["Machado de Assis", `
Nasceu no século XIX.
Nasceu no Rio de Janeiro, no morro do Livramento.
Era neto de pessoas escravizadas.
Era gago e epiléptico.
Trabalhou como tipógrafo.
Foi funcionário público.
Quase nunca saiu do Rio de Janeiro.
Escreveu contos, crônicas, poemas e romances.
Escreveu O Alienista.
Escreveu Quincas Borba.
Escreveu Memórias Póstumas de Brás Cubas.
Seu narrador mais famoso é um defunto.
Criou a personagem Capitu.
Capitu traiu ou não traiu Bentinho?
Escreveu Dom Casmurro.
Fundou a Academia Brasileira de Letras.
Foi o primeiro presidente da Academia.
É chamado de Bruxo do Cosme Velho.
Considerado o maior escritor brasileiro.
Joaquim Maria é seu primeiro nome.
`],
  ["Monteiro Lobato", `
Nasceu no interior de São Paulo.
Viveu entre 1882 e 1948.
Formou-se em Direito.
Foi fazendeiro.
Foi editor de livros.
Defendia que havia petróleo no Brasil.
Foi preso por criticar o governo.
Criou o personagem Jeca Tatu.
Escreveu para adultos e para crianças.
Escreveu histórias passadas numa fazenda.
Criou uma boneca de pano que fala.
Criou o Visconde de Sabugosa.
Criou Pedrinho e Narizinho.
Levou a Cuca e o Saci para as suas histórias.
Criou Dona Benta e Tia Nastácia.
A Emília é sua personagem mais famosa.
Escreveu O Sítio do Picapau Amarelo.
O Dia Nacional do Livro Infantil é seu aniversário.
É o pai da literatura infantil brasileira.
José Bento é seu primeiro nome.
`],
  ["Ayrton Senna", `
Nasceu em São Paulo.
Nasceu em 1960.
Gostava de velocidade desde criança.
Começou no kart.
Correu na Inglaterra antes de chegar ao topo.
Era ótimo na chuva.
Correu pela Toleman, Lotus e Williams.
Teve uma rivalidade famosa com Alain Prost.
Fez história pela equipe McLaren.
Venceu o GP do Brasil em 1991 com câmbio quebrado.
Ganhou em Mônaco seis vezes.
Foi campeão mundial três vezes.
Seu capacete era amarelo com faixas verde e azul.
Erguia a bandeira do Brasil ao vencer.
A música da vitória dele tocava nas manhãs de domingo.
Morreu num acidente em Ímola, em 1994.
Seu instituto ajuda a educação de crianças.
Piloto de Fórmula 1.
Seu sobrinho Bruno também virou piloto de Fórmula 1.
Ele é o tricampeão brasileiro da McLaren, morto em 1994.
`],
  ["Carmen Miranda", `
Nasceu em Portugal.
Veio para o Brasil ainda bebê.
Trabalhou numa loja de chapéus.
Começou cantando no rádio.
Gravou centenas de músicas.
Cantava samba e marchinhas.
Fez sucesso na Broadway.
Foi para Hollywood nos anos 1940.
Chegou a ser a mulher mais bem paga dos Estados Unidos.
Era chamada de Pequena Notável.
Usava sapatos de plataforma altíssimos.
Dançava mexendo muito as mãos.
Vestia-se de baiana estilizada.
Usava turbantes cheios de frutas.
Cantou O Que É Que a Baiana Tem?
Sua irmã Aurora também era cantora.
Tem um museu com seu nome no Rio de Janeiro.
Virou símbolo do Brasil no exterior.
Seu chapéu de bananas é inconfundível.
Cantora e atriz luso-brasileira dos turbantes de frutas.
`],
  ["Tom Jobim", `
Nasceu no Rio de Janeiro.
Nasceu em 1927.
Estudou arquitetura, mas não terminou.
Tocava piano em bares e boates.
Amava a natureza e os passarinhos.
Fez muitas parcerias com Vinicius de Moraes.
Compôs Águas de Março.
Compôs Chega de Saudade.
Compôs Wave e Corcovado.
Gravou um disco com Frank Sinatra.
Foi um dos criadores da Bossa Nova.
É conhecido como Maestro Soberano.
O aeroporto internacional do Rio leva seu nome.
Compôs Samba de Uma Nota Só.
Sua música mais famosa fala de uma moça que vai para o mar.
Compôs Garota de Ipanema.
Garota de Ipanema é uma das músicas mais tocadas do mundo.
Tem uma estátua com o violão nas costas no Arpoador.
Seu nome completo é Antônio Carlos Brasileiro de Almeida.
Tom é o seu apelido.
`],
  ["Oscar Niemeyer", `
Nasceu no Rio de Janeiro.
Viveu mais de cem anos.
Morreu em 2012, aos 104 anos.
Trabalhou até o fim da vida.
Ganhou o Prêmio Pritzker.
Preferia as curvas às linhas retas.
Dizia que a curva livre e sensual o atraía.
Trabalhava com concreto armado.
Projetou a sede da ONU com outros arquitetos.
Projetou o conjunto da Pampulha, em Belo Horizonte.
Projetou o Museu de Arte Contemporânea de Niterói.
O museu de Niterói parece um disco voador.
Projetou o Sambódromo do Rio.
Projetou o Palácio da Alvorada.
Projetou a Catedral de Brasília.
Projetou o Congresso Nacional.
Trabalhou com Lucio Costa em Brasília.
Desenhou os principais prédios da capital do Brasil.
É o arquiteto brasileiro mais famoso.
Oscar é seu primeiro nome.
`],
  ["Charles Darwin", `
Nasceu na Inglaterra.
Viveu no século XIX.
Começou a estudar medicina, mas desistiu.
Estudou para ser pastor.
Colecionava besouros.
Fez uma viagem de cinco anos num navio.
O navio se chamava Beagle.
Passou pelo Brasil e se impressionou com a escravidão.
Estudou os tentilhões.
Visitou as Ilhas Galápagos.
Demorou mais de vinte anos para publicar sua teoria.
Escreveu A Origem das Espécies.
Criou a teoria da seleção natural.
É o pai da teoria da evolução.
Foi muito caricaturado como macaco.
Seu rosto estampava a nota de dez libras.
Está enterrado na Abadia de Westminster.
Naturalista inglês mais famoso da história.
Os seres vivos evoluem: essa é a sua ideia.
Charles é o seu primeiro nome.
`],
  ["Isaac Newton", `
Nasceu na Inglaterra.
Nasceu no século XVII.
Nasceu no dia de Natal, pelo calendário da época.
Estudou em Cambridge.
Foi diretor da Casa da Moeda inglesa.
Foi deputado no Parlamento.
Estudou alquimia em segredo.
Criou o cálculo ao mesmo tempo que Leibniz.
Construiu um telescópio de espelho.
Mostrou que a luz branca se divide em cores.
Usou um prisma para estudar o arco-íris.
Escreveu os Principia.
Formulou as três leis do movimento.
A unidade de força leva seu nome.
Formulou a lei da gravitação universal.
Uma maçã teria caído perto dele.
A história da maçã explica a sua ideia da gravidade.
Disse que viu mais longe por estar sobre ombros de gigantes.
Físico inglês da gravidade.
Isaac é seu primeiro nome.
`],
  ["Marie Curie", `
Nasceu na Polônia.
Viveu entre os séculos XIX e XX.
Estudou numa universidade clandestina.
Mudou-se para Paris para estudar.
Foi a primeira mulher professora da Sorbonne.
Casou-se com um cientista francês.
Sua filha também ganhou um Nobel.
Descobriu dois elementos químicos.
Deu a um elemento o nome do seu país natal.
Descobriu o polônio.
Descobriu o rádio.
Estudou a radioatividade.
Criou unidades móveis de raio-X na Primeira Guerra.
Foi a primeira mulher a ganhar um Nobel.
Ganhou o Nobel em duas ciências diferentes.
Ganhou Nobel de Física e de Química.
Seus cadernos ainda são radioativos.
Morreu por causa da exposição à radiação.
Seu nome de solteira era Skłodowska.
Marie é seu primeiro nome.
`],
  ["William Shakespeare", `
Nasceu na Inglaterra.
Viveu nos séculos XVI e XVII.
Nasceu em Stratford-upon-Avon.
Casou-se com Anne Hathaway.
Foi ator antes de ser famoso.
Trabalhou no teatro Globe, em Londres.
Inventou muitas palavras do inglês.
Escreveu 154 sonetos.
Escreveu comédias, tragédias e dramas históricos.
Escreveu Macbeth.
Escreveu Otelo.
Escreveu Sonho de uma Noite de Verão.
Escreveu Rei Lear.
Escreveu Hamlet.
Ser ou não ser, eis a questão.
Escreveu Romeu e Julieta.
É o dramaturgo mais famoso do mundo.
É chamado de Bardo.
Dramaturgo inglês de Romeu e Julieta.
William é seu primeiro nome.
`],
  ["Napoleão Bonaparte", `
Nasceu numa ilha do Mediterrâneo.
Nasceu na Córsega.
Viveu entre os séculos XVIII e XIX.
Estudou numa escola militar.
Era da artilharia.
Ficou famoso na Revolução Francesa.
Fez uma campanha militar no Egito.
Deu um golpe de Estado.
Criou um código civil que influenciou o mundo.
Coroou a si mesmo.
Foi imperador dos franceses.
Fez a família real portuguesa fugir para o Brasil.
Foi derrotado na Rússia pelo inverno.
Foi exilado na ilha de Elba.
Fugiu de Elba e voltou ao poder por cem dias.
Perdeu a batalha de Waterloo.
Morreu exilado na ilha de Santa Helena.
É retratado com a mão dentro do casaco.
Tinha fama de ser baixinho.
Imperador francês.
`],
  ["Cleópatra", `
Viveu antes de Cristo.
Era de uma família de origem grega.
Falava muitas línguas.
Era a primeira da família a falar a língua do seu povo.
Governou ao lado de irmãos.
Morava em Alexandria.
Era da dinastia ptolomaica.
Teve um filho com Júlio César.
Foi amante de Marco Antônio.
Lutou contra Otaviano.
Perdeu a batalha de Áccio.
Teria morrido picada por uma serpente.
A serpente seria uma áspide.
Era famosa pela beleza e inteligência.
Elizabeth Taylor a interpretou no cinema.
Aparece em Asterix e Obelix.
Foi a última rainha do Egito antigo.
Faraó mais famosa da história.
Rainha do Egito.
Rainha egípcia amada por Júlio César e Marco Antônio.
`],
  ["Galileu Galilei", `
Nasceu na Itália.
Viveu nos séculos XVI e XVII.
Nasceu em Pisa.
Estudou medicina, mas preferiu a matemática.
Estudou o movimento de um pêndulo.
Dizem que soltou objetos da Torre de Pisa.
Melhorou o telescópio.
Observou montanhas na Lua.
Descobriu quatro luas de Júpiter.
As luas que descobriu levam o seu nome.
Observou as fases de Vênus.
Estudou as manchas solares.
Defendia que a Terra gira em torno do Sol.
Foi julgado pela Inquisição.
Foi obrigado a negar suas ideias.
Teria dito: e, no entanto, ela se move.
Passou o fim da vida em prisão domiciliar.
É chamado de pai da ciência moderna.
Seu nome e sobrenome são quase iguais.
Astrônomo italiano do telescópio.
`],
  ["Mozart", `
Nasceu na Áustria.
Nasceu em 1756.
Nasceu em Salzburgo.
Tocava diante de reis ainda criança.
Compunha aos cinco anos.
Viajou pela Europa com o pai e a irmã.
Seu pai era músico e professor.
Morreu com apenas 35 anos.
Compôs mais de 600 obras.
Compôs a ópera A Flauta Mágica.
Compôs As Bodas de Fígaro.
Compôs Don Giovanni.
Deixou um Réquiem inacabado.
Compôs Pequena Serenata Noturna.
O filme Amadeus conta a sua vida.
No filme, Salieri tem inveja dele.
Um chocolate austríaco leva seu rosto.
Compositor clássico mais famoso de todos.
Seu segundo nome é Amadeus.
Wolfgang é seu primeiro nome.
`],
  ["Beethoven", `
Nasceu na Alemanha.
Nasceu em Bonn.
Viveu entre os séculos XVIII e XIX.
Mudou-se para Viena.
Teve aulas com Haydn.
Era conhecido pelo temperamento difícil.
Nunca se casou.
Escreveu uma carta à Amada Imortal.
Compôs a Sonata ao Luar.
Compôs Para Elisa.
Compôs nove sinfonias.
Ficou surdo.
Continuou compondo mesmo sem ouvir.
Sua Quinta Sinfonia começa com quatro notas famosas.
Tan-tan-tan-taaan.
Sua Nona Sinfonia tem a Ode à Alegria.
A Ode à Alegria é o hino da União Europeia.
Um cachorro São Bernardo de filme tem seu nome.
Compositor alemão surdo.
Ludwig van é seu primeiro nome.
`],
  ["Pablo Picasso", `
Nasceu na Espanha.
Nasceu em Málaga.
Viveu no século XX quase todo.
Morou a maior parte da vida na França.
Pintou desde criança.
Teve uma fase azul.
Teve uma fase rosa.
Fez esculturas e cerâmicas.
Pintou As Senhoritas de Avignon.
Fundou o cubismo com Georges Braque.
Pintava rostos vistos de vários ângulos.
Pintou Guernica.
Guernica retrata o bombardeio de uma cidade.
Desenhou uma pomba da paz.
É um dos artistas mais caros do mundo.
Seu nome completo tem mais de dez palavras.
Há um museu com seu nome em Barcelona.
Pintor espanhol mais famoso do século XX.
É o pai do cubismo.
Pablo é seu primeiro nome.
`],
  ["Vincent van Gogh", `
Nasceu na Holanda.
Viveu no século XIX.
Foi pregador antes de ser pintor.
Trabalhou vendendo obras de arte.
Escreveu centenas de cartas ao irmão.
Seu irmão Theo o sustentava.
Pintou por apenas dez anos.
Vendeu pouquíssimos quadros em vida.
Morou em Arles, no sul da França.
Dividiu uma casa com Gauguin.
Pintou muitos autorretratos.
Pintou Os Comedores de Batata.
Adorava pintar campos de trigo.
Pintou Girassóis.
Cortou parte da própria orelha.
Pintou A Noite Estrelada.
Pintava com pinceladas grossas e em espiral.
Tem um museu em Amsterdã.
Pintor holandês da orelha cortada.
Vincent é seu primeiro nome.
`],
  ["Frida Kahlo", `
Nasceu no México.
Viveu no século XX.
Nasceu em Coyoacán.
Teve poliomielite na infância.
Sofreu um grave acidente de ônibus.
Começou a pintar de cama, se recuperando.
Passou por dezenas de cirurgias.
Era casada com o muralista Diego Rivera.
Sua casa azul virou museu.
Usava roupas tradicionais mexicanas.
Usava flores no cabelo.
Pintou principalmente autorretratos.
Pintou uma coluna partida dentro do próprio corpo.
Suas sobrancelhas grossas eram marca registrada.
Virou ícone feminista.
Salma Hayek a interpretou no cinema.
Pintou Diego e Eu.
Pintora mexicana mais famosa.
Sua imagem está em camisetas do mundo todo.
Pintora mexicana da monocelha, casada com Diego Rivera.
`],
  ["Cristóvão Colombo", `
Viveu no século XV.
Era navegador.
Nasceu provavelmente em Gênova, na Itália.
Pediu apoio a vários reis.
Foi financiado pelos reis da Espanha.
Queria chegar às Índias navegando para o oeste.
Achava que a Terra era menor do que é.
Partiu em 1492.
Comandava três navios.
Seus navios eram a Santa Maria, a Pinta e a Niña.
Chegou às Bahamas pensando estar na Ásia.
Chamou os povos nativos de índios.
Fez quatro viagens pelo Atlântico.
Morreu achando que tinha chegado à Ásia.
Um país sul-americano leva seu nome.
A capital dos EUA fica num distrito com seu nome.
Dizem que equilibrou um ovo em pé.
É lembrado como o descobridor da América.
Chegou à América em 12 de outubro de 1492.
Navegador genovês que chegou à América.
`],
  ["Pedro Álvares Cabral", `
Nasceu em Portugal.
Viveu nos séculos XV e XVI.
Era nobre.
Era fidalgo da corte do rei Dom Manuel I.
Comandou uma grande frota.
Sua frota tinha treze navios.
Sua viagem tinha como destino a Índia.
Desviou-se muito para o oeste.
Avistou um monte que chamou de Pascoal.
Chegou em abril de 1500.
Desembarcou na Bahia.
Pero Vaz de Caminha escreveu uma carta sobre a sua chegada.
Mandou rezar a primeira missa na nova terra.
Chamou a terra de Ilha de Vera Cruz.
Depois seguiu viagem até a Índia.
Perdeu vários navios numa tempestade.
Está enterrado em Santarém, Portugal.
É ensinado nas escolas como o descobridor do Brasil.
Avistou terra em 22 de abril de 1500.
Navegador português que chegou ao Brasil.
`],
  ["Neil Armstrong", `
Nasceu nos Estados Unidos.
Nasceu em 1930.
Tirou a licença de piloto antes da de motorista.
Foi piloto na Guerra da Coreia.
Foi piloto de testes de aviões-foguete.
Era engenheiro aeronáutico.
Foi astronauta da NASA.
Voou na missão Gemini 8.
Era conhecido por ser calmo e reservado.
Comandou a Apollo 11.
Viajou com Buzz Aldrin e Michael Collins.
Seu módulo lunar se chamava Eagle.
Disse: Houston, aqui Base da Tranquilidade.
Pousou em julho de 1969.
Foi o primeiro ser humano a pisar na Lua.
Sua pegada ficou no solo lunar.
Disse que era um pequeno passo para um homem.
E um grande salto para a humanidade.
Seu primeiro nome é Neil.
Astronauta americano que pisou primeiro na Lua.
`],
  ["Nelson Mandela", `
Nasceu na África do Sul.
Nasceu em 1918.
Era de uma família real do povo xhosa.
Era advogado.
Lutou contra o apartheid.
Foi condenado à prisão perpétua.
Ficou preso por 27 anos.
Passou muitos anos na prisão de Robben Island.
Era chamado pelo nome do seu clã, Madiba.
Foi libertado em 1990.
Ganhou o Prêmio Nobel da Paz.
Dividiu o Nobel com Frederik de Klerk.
Foi o primeiro presidente negro do seu país.
Usou a Copa do Mundo de Rugby para unir o país.
Morgan Freeman o interpretou em Invictus.
A ONU fez do seu aniversário um dia internacional.
Usava camisas coloridas e estampadas.
Dizia que a educação é a arma mais poderosa.
Nelson é seu primeiro nome.
Presidente sul-africano que venceu o apartheid.
`],
  ["Mahatma Gandhi", `
Nasceu na Índia.
Nasceu em 1869.
Estudou Direito em Londres.
Trabalhou como advogado na África do Sul.
Foi expulso de um trem por causa da cor da pele.
Era vegetariano.
Fiava o próprio tecido.
Usava roupas simples de algodão e óculos redondos.
Pregava a não violência.
Fazia greves de fome.
Liderou a Marcha do Sal.
Andou quase 400 km até o mar.
Lutou pela independência da Índia.
A Índia se libertou do Reino Unido em 1947.
Foi assassinado em 1948.
Seu aniversário é o Dia Internacional da Não Violência.
Aparece nas notas de dinheiro indianas.
É chamado de pai da nação indiana.
Seu título significa grande alma.
Líder indiano da não violência.
`],
  ["Charles Chaplin", `
Nasceu em Londres.
Nasceu em 1889.
Teve uma infância muito pobre.
Começou a atuar ainda criança.
Fez carreira nos Estados Unidos.
Foi ator, diretor, roteirista e compositor.
Compôs a música Smile.
Ajudou a fundar o estúdio United Artists.
Resistiu muito tempo ao cinema falado.
Fez O Garoto.
Fez Tempos Modernos, sobre as fábricas.
Fez O Grande Ditador, zombando de Hitler.
Foi expulso dos Estados Unidos nos anos 1950.
Voltou para receber um Oscar honorário.
Seu personagem é o Vagabundo.
Usava chapéu-coco e bengala.
Usava bigodinho e sapatos enormes.
Andava com os pés para fora.
No Brasil, seu personagem era chamado de Carlitos.
Maior astro do cinema mudo.
`],
  ["Walt Disney", `
Nasceu nos Estados Unidos.
Nasceu em 1901.
Cresceu numa fazenda no Missouri.
Foi motorista de ambulância na Primeira Guerra.
Trabalhou com publicidade.
Criou um coelho chamado Oswald.
Perdeu os direitos do coelho.
Deu a voz ao seu personagem mais famoso.
Ganhou 22 Oscars.
Fez o primeiro longa-metragem de animação colorido e sonoro.
O filme foi Branca de Neve e os Sete Anões.
Criou o Zé Carioca depois de visitar o Brasil.
Produziu Pinóquio, Fantasia e Bambi.
Abriu um parque temático em 1955.
Seu parque fica na Califórnia.
Planejou um grande parque na Flórida.
Criou o Pato Donald.
Criou o Mickey Mouse.
Seu nome está num dos maiores estúdios do mundo.
Walt é seu primeiro nome.
`],
  ["Michael Jackson", `
Nasceu nos Estados Unidos.
Nasceu em 1958.
Começou a cantar com cinco anos.
Era o oitavo de dez irmãos.
Fez parte de um grupo com os irmãos.
Gravou um clipe no Pelourinho, em Salvador.
Gravou um clipe numa favela do Rio de Janeiro.
A música do clipe no Brasil é They Don't Care About Us.
Usava uma luva branca brilhante.
Tinha um chimpanzé chamado Bubbles.
Seu rancho se chamava Neverland.
Gravou Billie Jean.
Gravou Beat It.
Seu álbum Thriller é o mais vendido da história.
O clipe de Thriller tem zumbis dançando.
Dançava o moonwalk.
Usava chapéu preto e meias brancas.
É chamado de Rei do Pop.
Cantava no Jackson 5.
Michael é seu primeiro nome.
`],
  ["Zumbi dos Palmares", `
Viveu no século XVII.
Nasceu livre, no Nordeste.
Foi capturado ainda bebê.
Foi criado por um padre.
Aprendeu português e latim.
Fugiu aos 15 anos.
Viveu na Serra da Barriga.
Morou no atual estado de Alagoas.
Foi o último líder de um grande quilombo.
Sucedeu Ganga Zumba.
Resistiu a muitos ataques.
O quilombo onde viveu durou quase cem anos.
Foi morto em 20 de novembro de 1695.
Sua cabeça foi exposta em praça pública em Recife.
O dia da sua morte é o Dia da Consciência Negra.
Virou feriado nacional em 2024.
É símbolo da resistência negra no Brasil.
É herói da pátria brasileira.
Seu nome vem do quilombo de Palmares.
Líder do Quilombo dos Palmares.
`],
  ["Chico Mendes", `
Nasceu no Acre.
Nasceu em 1944.
Aprendeu a ler já adulto.
Era seringueiro.
Tirava látex das árvores.
Vivia em Xapuri.
Foi líder sindical.
Organizava os empates.
Os empates eram correntes humanas contra o desmatamento.
Lutava pela floresta amazônica.
Defendia as reservas extrativistas.
Recebeu um prêmio da ONU.
Foi assassinado em 1988.
Foi morto na porta de casa.
Fazendeiros mandaram matá-lo.
Sua morte repercutiu no mundo inteiro.
Um instituto de conservação federal tem seu nome.
É símbolo da defesa da Amazônia.
Seu nome era Francisco Alves Mendes Filho.
Seringueiro e ambientalista do Acre.
`],
  ["Marta", `
Nasceu em Alagoas.
Nasceu em 1986.
Cresceu em Dois Riachos.
Jogava bola com os meninos na rua.
Saiu de casa aos 14 anos para jogar.
Jogou no Vasco.
Fez sucesso na Suécia.
Jogou no Orlando Pride, nos Estados Unidos.
Foi embaixadora da Boa Vontade da ONU.
Foi eleita a melhor do mundo seis vezes.
Joga com a camisa 10.
É canhota.
Ganhou três medalhas de prata olímpicas.
É a maior artilheira da história das Copas do Mundo.
Marcou gols em cinco Copas diferentes.
Pelé a chamou de Pelé de saias.
É chamada de Rainha do Futebol.
Foi capitã da seleção brasileira feminina.
Maior jogadora de futebol do Brasil.
Vieira da Silva é o seu sobrenome.
`],
  ["Carlos Drummond de Andrade", `
Nasceu em Minas Gerais.
Nasceu em 1902.
Nasceu em Itabira.
Formou-se em Farmácia, mas nunca exerceu.
Foi funcionário público por décadas.
Escrevia crônicas para jornais.
Era tímido e discreto.
Escreveu Sentimento do Mundo.
Escreveu A Rosa do Povo.
Escreveu o poema José.
E agora, José?
Escreveu Quadrilha, em que ninguém ama quem o ama.
Escreveu sobre uma pedra no meio do caminho.
Tinha no meio do caminho uma pedra.
Tem uma estátua sentada num banco em Copacabana.
Os óculos da sua estátua vivem sendo roubados.
Morreu doze dias depois da filha.
É um dos maiores poetas brasileiros.
Poeta mineiro do modernismo.
Carlos é o seu primeiro nome.
`],
  ["Xuxa", `
Nasceu no Rio Grande do Sul.
Nasceu em 1963.
Foi modelo ainda adolescente.
Namorou o Pelé.
Namorou o Ayrton Senna.
Começou na TV Manchete.
Fez muito sucesso na TV Globo.
Apresentou um programa infantil por muitos anos.
Chegava ao programa numa nave.
Suas assistentes eram as Paquitas.
Tinha um ajudante fantasiado chamado Dengue.
Gravou Ilariê.
Vendeu milhões de discos infantis.
Fez dezenas de filmes para crianças.
Teve programa na TV argentina e americana.
Sua filha se chama Sasha.
Mandava beijinho, beijinho, tchau, tchau.
É chamada de Rainha dos Baixinhos.
Seu nome é Maria da Graça Meneghel.
Apresentadora loira dos baixinhos.
`],
  ["Oswaldo Cruz", `
Nasceu em São Paulo.
Nasceu em 1872.
Era filho de médico.
Formou-se em medicina no Rio de Janeiro.
Estudou no Instituto Pasteur, em Paris.
Foi bacteriologista.
Combateu a peste bubônica.
Comprava ratos para acabar com a peste.
Comandou a saúde pública do Brasil.
Combateu a febre amarela no Rio.
Mandava eliminar os mosquitos.
Defendeu a vacinação obrigatória contra a varíola.
Sua campanha provocou a Revolta da Vacina, em 1904.
Era chamado de general mata-mosquitos.
Fundou um instituto em Manguinhos.
O instituto tem um castelo mourisco.
A fundação que leva seu nome é a Fiocruz.
A Fiocruz produziu vacinas contra a covid.
É o pai da saúde pública brasileira.
Sanitarista brasileiro.
`],
  ["Joana d'Arc", `
Nasceu na França.
Viveu no século XV.
Era filha de camponeses.
Não sabia ler nem escrever.
Dizia ouvir vozes de santos.
Acreditava ter uma missão divina.
Lutou na Guerra dos Cem Anos.
Lutou contra os ingleses.
Vestia roupas masculinas e armadura.
Libertou a cidade de Orléans.
Ficou conhecida como a Donzela de Orléans.
Levou o rei Carlos VII a ser coroado em Reims.
Foi capturada pelos borgonheses.
Foi vendida aos ingleses.
Foi julgada por heresia.
Foi queimada viva aos 19 anos.
Foi queimada em Ruão.
Virou santa quase 500 anos depois.
É padroeira da França.
Heroína francesa queimada na fogueira.
`],
];

export const ptPessoa = buildDeck("pt", "pessoa", cards);
