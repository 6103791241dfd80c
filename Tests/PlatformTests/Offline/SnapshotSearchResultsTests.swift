import Domain
import XCTest

@testable import Platform

/// The pages the offline search answered before its catalog was rebuilt to make a `GithubRepo` only for what a page
/// shows (issue 15): for each query its total, one page of repositories, and a fingerprint of the whole ranking up
/// to GitHub's 1000-result cap, so a change to matching, scoring or sorting shows here. (The snapshot records no
/// GitHub ids, so repositories are told apart by their full names.)
final class SnapshotSearchResultsTests: XCTestCase {
    private struct Expectation {
        let text: String
        let sort: RepoSort
        let order: SortDirection
        let page: Int
        let total: Int
        /// FNV-1a over the full names of every reachable result (each followed by a line break), in ranking order.
        let ranking: UInt64
        /// `owner/name` of the page's items (10 per page).
        let items: [String]
    }

    private static let expectations: [Expectation] = [
        Expectation(
            text: "reactive", sort: .bestMatch, order: .descending, page: 1, total: 9,
            ranking: 1_298_818_668_726_086_394,
            items: [
                "ReactiveCocoa/ReactiveCocoa", "ReactiveX/RxJava", "ReactiveX/RxSwift",
                "redisson/redisson", "rrousselGit/riverpod", "lagom/lagom", "monix/monix",
                "Philippus/elastic4s", "reflex-frp/reflex",
            ]),
        Expectation(
            text: "language:swift stars:>20000", sort: .stars, order: .descending, page: 1, total: 29,
            ranking: 432_942_910_256_965_561,
            items: [
                "jaywcjlove/awesome-mac", "swiftlang/swift", "vsouza/awesome-ios", "apple/container",
                "iina/iina", "Alamofire/Alamofire", "exelban/stats", "permissionlesstech/bitchat",
                "utmapp/UTM", "MonitorControl/MonitorControl",
            ]),
        Expectation(
            text: "swift programming language", sort: .bestMatch, order: .descending, page: 1, total: 2,
            ranking: 710_379_417_155_030_176, items: ["swiftlang/swift", "swiftlang/swift-package-manager"]),
        Expectation(
            text: "a", sort: .bestMatch, order: .descending, page: 7, total: 3287,
            ranking: 14_558_420_896_509_283_580,
            items: [
                "labmlai/annotated_deep_learning_paper_implementations", "signalapp/Signal-Android",
                "alibaba/spring-cloud-alibaba", "wilsonfreitas/awesome-quant",
                "aishwaryanr/awesome-generative-ai-guide", "ZhuLinsen/daily_stock_analysis",
                "deepseek-ai/deepseek-harness", "virattt/ai-hedge-fund", "Igglybuff/awesome-piracy",
                "Solido/awesome-flutter",
            ]),
        Expectation(
            text: "is:public", sort: .stars, order: .ascending, page: 1, total: 3449,
            ranking: 7_579_454_747_570_448_872,
            items: [
                "goonstation/ProcessScheduler", "WoodenTucker/40K-Eipharius", "ARF-SS13/coyote-bayou",
                "GammaStation/Gamma-Station", "Aurorastation/Aurora-Old", "tgstation/map_depot",
                "damdonik/pylintrc", "SS13-SCP13/SS13-SCP13", "PentestSS13/Pentest",
                "damdonik/Jenkinsfile",
            ]),
        Expectation(
            text: "pushed:>2026-01-01 NOT awesome -language:python", sort: .updated, order: .descending, page: 2,
            total: 2054,
            ranking: 1_471_945_139_538_199_769,
            items: [
                "openclaw/openclaw", "bggRGjQaUbCoE/PiliPlus", "router-for-me/CLIProxyAPI",
                "binarywang/WxJava", "prisma/prisma", "tensorflow/tensorflow", "microsoft/playwright",
                "gnachman/iTerm2", "DIYgod/RSSHub", "esengine/DeepSeek-Reasonix",
            ]),
        Expectation(
            text: "\"machine learning\" in:description forks:>1000", sort: .forks, order: .descending, page: 1,
            total: 18,
            ranking: 6_378_478_826_727_374_134,
            items: [
                "tensorflow/tensorflow", "huggingface/transformers", "scikit-learn/scikit-learn",
                "josephmisiti/awesome-machine-learning", "fighting41love/funNLP",
                "TheAlgorithms/C-Plus-Plus", "PaddlePaddle/Paddle", "TheAlgorithms/C",
                "Unity-Technologies/ml-agents", "kmario23/deep-learning-drizzle",
            ]),
        Expectation(
            text: "ÁSBRÚ", sort: .bestMatch, order: .descending, page: 1, total: 1,
            ranking: 313_041_570_778_874_716, items: ["asbru-cm/asbru-cm"]),
        Expectation(
            text: "основной", sort: .bestMatch, order: .descending, page: 1, total: 1,
            ranking: 9_164_903_915_684_648_728, items: ["ss220-space/Paradise"]),
        Expectation(
            text: "user:apple", sort: .updated, order: .ascending, page: 1, total: 2,
            ranking: 18_297_392_266_843_937_255, items: ["apple/containerization", "apple/container"]),
        Expectation(
            text: "-language:javascript -user:microsoft vim", sort: .bestMatch, order: .descending, page: 1, total: 164,
            ranking: 17_113_500_876_446_394_969,
            items: [
                "vim/vim", "junegunn/vim-plug", "VundleVim/Vundle.vim", "tpope/vim-fugitive",
                "vim-airline/vim-airline", "mhinz/vim-galore", "fatih/vim-go", "spf13/spf13-vim",
                "ma6174/vim", "tpope/vim-surround",
            ]),
        Expectation(
            text: "repo:SwiftLang/Swift repo:apple/swift-nio", sort: .stars, order: .descending, page: 1, total: 1,
            ranking: 8_707_964_278_682_966_522, items: ["swiftlang/swift"]),
        Expectation(
            text: "awesome", sort: .bestMatch, order: .descending, page: 3, total: 74,
            ranking: 10_608_827_278_349_180_372,
            items: [
                "rockerBOO/awesome-neovim", "thibmaek/awesome-raspberry-pi",
                "ramitsurana/awesome-kubernetes", "Shubhamsaboo/awesome-llm-apps", "jaywcjlove/awesome-mac",
                "h4cc/awesome-elixir", "Heapy/awesome-kotlin", "FortAwesome/Font-Awesome",
                "troxler/awesome-css-frameworks", "kmaasrud/awesome-obsidian",
            ]),
        Expectation(
            text: "language:\"vim script\" stars:1000..5000", sort: .forks, order: .ascending, page: 1, total: 57,
            ranking: 9_170_433_061_527_709_773,
            items: [
                "wellle/targets.vim", "junegunn/limelight.vim", "metakirby5/codi.vim",
                "tpope/vim-repeat", "FredKSchott/CoVim", "justinmk/vim-sneak", "tpope/vim-vinegar",
                "voldikss/vim-floaterm", "tpope/vim-abolish", "mg979/vim-visual-multi",
            ]),
        Expectation(
            text: "rust in:name", sort: .bestMatch, order: .descending, page: 1, total: 10,
            ranking: 13_238_141_994_824_350_658,
            items: [
                "rust-lang/rust", "TheAlgorithms/Rust", "rust-unofficial/awesome-rust",
                "google/comprehensive-rust", "sunface/rust-course", "rustdesk/rustdesk",
                "rust-lang/rustlings", "fzyzcjy/flutter_rust_bridge", "rustfs/rustfs",
                "rust-lang/rust.vim",
            ]),
        Expectation(
            text: "NOT is:public", sort: .stars, order: .descending, page: 1, total: 0,
            ranking: 14_695_981_039_346_656_037, items: []),
        Expectation(
            text: "org:facebook -react", sort: .updated, order: .descending, page: 1, total: 8,
            ranking: 2_499_366_271_730_198_732,
            items: [
                "facebook/folly", "facebook/docusaurus", "facebook/rocksdb", "facebook/fresco",
                "facebook/litho", "facebook/zstd", "facebook/Haxl", "facebook/duckling",
            ]),
        Expectation(
            text: "-tool", sort: .bestMatch, order: .descending, page: 40, total: 3212,
            ranking: 7_218_319_019_126_539_713,
            items: [
                "iamkun/dayjs", "mudler/LocalAI", "KRTirtho/spotube",
                "type-challenges/type-challenges", "router-for-me/CLIProxyAPI", "ReactiveX/RxJava",
                "moeru-ai/airi", "slidevjs/slidev", "pixijs/pixijs", "moment/moment",
            ]),
    ]

    private let repository = OfflineRepoRepository()

    func test_pages_matchWhatTheSearchAnsweredBefore() throws {
        for expected in Self.expectations {
            let label = "\(expected.text) \(expected.sort) \(expected.order) page \(expected.page)"
            let page = try repository.searchNow(
                try RepoSearchQuery(
                    text: expected.text, sort: expected.sort, order: expected.order, perPage: 10, page: expected.page))
            XCTAssertEqual(page.totalCount, expected.total, label)
            XCTAssertEqual(page.items.map(\.fullName), expected.items, label)
            XCTAssertEqual(try ranking(of: expected), expected.ranking, label)
        }
    }

    /// The fingerprint of every reachable result of `expected`'s query, read 100 per page.
    private func ranking(of expected: Expectation) throws -> UInt64 {
        var fingerprint: UInt64 = 14_695_981_039_346_656_037
        var page = 1
        while true {
            let answer = try repository.searchNow(
                try RepoSearchQuery(
                    text: expected.text, sort: expected.sort, order: expected.order, perPage: 100, page: page))
            for byte in answer.items.flatMap({ Array(($0.fullName + "\n").utf8) }) {
                fingerprint = (fingerprint ^ UInt64(byte)) &* 1_099_511_628_211
            }
            guard answer.hasMore else { return fingerprint }
            page += 1
        }
    }
}
